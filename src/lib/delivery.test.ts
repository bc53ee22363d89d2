import { describe, expect, it } from 'vitest';
import {
  type ChannelStock,
  type DeliveryCode,
  type DeliveryType,
  deliveryCodeOfType,
  deliveryCodesFromAvailability,
  deliveryCodesFromStock,
  deliveryTypeLabel,
  type ShippingAvailability,
  shippingAvailabilitySchema,
} from './delivery';
import { translator } from './messages';

const flags = (hd: boolean, cc: boolean, bs: boolean): ShippingAvailability => ({
  homeDelivery: { isHomeDelivery: hd },
  clickAndCollect: { isClickAndCollect: cc },
  buyAtStore: { isBuyAtStore: bs },
});

describe('deliveryCodesFromAvailability', () => {
  it.each<[ShippingAvailability, DeliveryCode[]]>([
    [flags(true, true, true), ['HD', 'CC', 'BS']],
    [flags(true, false, false), ['HD']],
    [flags(false, true, false), ['CC']],
    [flags(false, false, true), ['BS']],
    [flags(false, true, true), ['CC', 'BS']],
    [flags(false, false, false), []],
    [{}, []],
    [{ buyAtStore: { isBuyAtStore: true } }, ['BS']],
  ])('%j offers %j', (availability, codes) => {
    expect(deliveryCodesFromAvailability(availability)).toEqual(codes);
  });

  it('reads the service answer as the spec names it and refuses a flag that is not a boolean', () => {
    const answer = { homeDelivery: { isHomeDelivery: true }, clickAndCollect: { isClickAndCollect: 'yes' } };
    expect(shippingAvailabilitySchema.safeParse(answer).success).toBe(false);
    expect(
      deliveryCodesFromAvailability(shippingAvailabilitySchema.parse({ homeDelivery: { isHomeDelivery: true } })),
    ).toEqual(['HD']);
  });
});

describe('deliveryCodesFromStock', () => {
  it.each<[ChannelStock, DeliveryCode[]]>([
    [{ homeDelivery: 12, clickAndCollect: 3, buyAtStore: 1 }, ['HD', 'CC', 'BS']],
    [{ homeDelivery: 0, clickAndCollect: 0, buyAtStore: 7 }, ['BS']],
    [{ homeDelivery: 1, clickAndCollect: 0, buyAtStore: 0 }, ['HD']],
    [{ homeDelivery: 0, clickAndCollect: 2, buyAtStore: 0 }, ['CC']],
    [{ homeDelivery: 0, clickAndCollect: 0, buyAtStore: 0 }, []],
  ])('%j offers %j', (stock, codes) => {
    expect(deliveryCodesFromStock(stock)).toEqual(codes);
  });
});

describe('delivery types', () => {
  it.each<[DeliveryType, DeliveryCode, string, string]>([
    ['homeDelivery', 'HD', 'Despacho a domicilio', 'Receba em casa'],
    ['homeDeliveryEconomic', 'HD', 'Despacho económico', 'Entrega econômica'],
    ['pickupInStore', 'CC', 'Retiro en tienda', 'Retire na loja'],
    ['storePickUp', 'CC', 'Retiro en tienda', 'Retire na loja'],
    ['buyAtStore', 'BS', 'Compra en tienda', 'Compre na loja'],
  ])('%s is %s, shown as "%s" / "%s"', (type, code, es, pt) => {
    expect(deliveryCodeOfType[type]).toBe(code);
    const label = deliveryTypeLabel(type);
    expect(translator('es')(label.key)).toBe(es);
    expect(translator('pt')(label.key)).toBe(pt);
  });
});
