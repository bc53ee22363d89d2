import { type DeliveryOptionMethod, deliveryOptionLines } from '../../lib/delivery-options';
import { type MessageKey, type Translate, translateMessage } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { type StorePickup, storePickup } from '../location/store-pickup';
import { zonesOf } from '../location/zones';
import { productDelivery } from './product-shipping';

/** One method of the product page's delivery options, worded for the zone. */
export interface DeliveryOptionView {
  method: DeliveryOptionMethod;
  label: string;
  available: boolean;
  message: string;
}

export interface ProductPageDelivery {
  /** The zone the options are for, as the header names it. */
  zoneLabel: string;
  options: DeliveryOptionView[];
  pickup: StorePickup;
}

const labelKey: Record<DeliveryOptionMethod, MessageKey> = {
  homeDelivery: 'delivery.label.homeDelivery',
  clickAndCollect: 'delivery.label.clickAndCollect',
  buyAtStore: 'delivery.label.buyAtStore',
};

/**
 * The product page's delivery for one unit of the SKU in the page's zone: a line per method
 * (docs/delivery-promise.md availability messages) and the store list with its map. One pass of the delivery
 * service behind getProductShipping, getProductStoreShipping and delivery-estimates, so the page
 * says what those calls answer for the same zone, at the same instant.
 */
export async function productPageDelivery(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: { skuId: string; zoneId: string; isFallback: boolean },
  now: Date,
  revisions: CatalogueRevisions,
): Promise<ProductPageDelivery | null> {
  const found = (await zonesOf(handle, tenant.tenant)).get(request.zoneId);
  if (!found) return null;
  const zone = { ...found, isFallback: request.isFallback };
  const { home, stores } = await productDelivery(handle, tenant, t, {
    skuId: request.skuId,
    quantity: 1,
    zone,
    now,
    revisions,
  });
  const lines = deliveryOptionLines({
    home: home.homeDelivery,
    stores: stores.stores.map((store) => ({
      openToday: store.openToday,
      clickAndCollect: store.clickAndCollect,
      buyAtStore: store.buyAtStore,
    })),
    region: stores.zone.region.name,
  });
  return {
    zoneLabel: home.zone.label,
    options: lines.map((line) => ({
      method: line.method,
      label: t(labelKey[line.method]),
      available: line.available,
      message: 'text' in line.say ? line.say.text : translateMessage(t, line.say.message),
    })),
    pickup: storePickup(stores),
  };
}
