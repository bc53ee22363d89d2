import { z } from 'astro/zod';
import type { Message, MessageKey } from './messages';

/** docs/delivery-promise.md: home delivery, click and collect (buy online, pick up in store), buy at store. */
export const deliveryCodes = ['HD', 'CC', 'BS'] as const;
export type DeliveryCode = (typeof deliveryCodes)[number];

/**
 * docs/delivery-promise.md "Shipping availability". A channel the service leaves out is not offered: the
 * storefront never promises a delivery nobody confirmed.
 */
export const shippingAvailabilitySchema = z.object({
  homeDelivery: z.object({ isHomeDelivery: z.boolean() }).optional(),
  clickAndCollect: z.object({ isClickAndCollect: z.boolean() }).optional(),
  buyAtStore: z.object({ isBuyAtStore: z.boolean() }).optional(),
});
export type ShippingAvailability = z.infer<typeof shippingAvailabilitySchema>;

/** Units available to each channel in the chosen zone (online warehouses for HD, the stores for CC and BS). */
export const channelStockSchema = z.object({
  homeDelivery: z.int().min(0),
  clickAndCollect: z.int().min(0),
  buyAtStore: z.int().min(0),
});
export type ChannelStock = z.infer<typeof channelStockSchema>;

/** docs/delivery-promise.md: the codes offered, always in the order HD, CC, BS. */
export function deliveryCodesFromAvailability(availability: ShippingAvailability): DeliveryCode[] {
  const offered: Record<DeliveryCode, boolean> = {
    HD: availability.homeDelivery?.isHomeDelivery === true,
    CC: availability.clickAndCollect?.isClickAndCollect === true,
    BS: availability.buyAtStore?.isBuyAtStore === true,
  };
  return deliveryCodes.filter((code) => offered[code]);
}

/** docs/delivery-promise.md: a channel is offered when it has at least one unit. */
export function deliveryCodesFromStock(stock: ChannelStock): DeliveryCode[] {
  const units: Record<DeliveryCode, number> = {
    HD: stock.homeDelivery,
    CC: stock.clickAndCollect,
    BS: stock.buyAtStore,
  };
  return deliveryCodes.filter((code) => units[code] > 0);
}

/** docs/delivery-promise.md "Delivery types". */
export const deliveryTypes = [
  'homeDelivery',
  'homeDeliveryEconomic',
  'pickupInStore',
  'storePickUp',
  'buyAtStore',
] as const;
export const deliveryTypeSchema = z.enum(deliveryTypes);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

/**
 * The economic option is a slower home delivery; pickupInStore and storePickUp are the two
 * names the services give to buying online and picking up in a store.
 */
export const deliveryCodeOfType: Record<DeliveryType, DeliveryCode> = {
  homeDelivery: 'HD',
  homeDeliveryEconomic: 'HD',
  pickupInStore: 'CC',
  storePickUp: 'CC',
  buyAtStore: 'BS',
};

const labelOfType: Record<DeliveryType, MessageKey> = {
  homeDelivery: 'delivery.label.homeDelivery',
  homeDeliveryEconomic: 'delivery.label.homeDeliveryEconomic',
  pickupInStore: 'delivery.label.clickAndCollect',
  storePickUp: 'delivery.label.clickAndCollect',
  buyAtStore: 'delivery.label.buyAtStore',
};

/** The name a shopper reads for a delivery option. */
export function deliveryTypeLabel(type: DeliveryType): Message {
  return { key: labelOfType[type] };
}
