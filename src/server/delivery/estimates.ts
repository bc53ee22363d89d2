import { type DeliveryType, deliveryTypeLabel } from '../../lib/delivery';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import type { LocationView } from '../location/location-view';
import type { HomeDeliveryOption } from './home-delivery';
import { productShipping, productStoreShipping, type ShippingRequest } from './product-shipping';
import type { StoreUnavailable } from './store-delivery';

/** One store's answer for a store method. */
export interface StoreEstimate {
  storeId: string;
  name: string;
  address: string;
  units: number;
  openToday: boolean;
  available: boolean;
  reason: StoreUnavailable | null;
  /** Click and collect only: when the order can be collected. */
  promisedAt?: string | null;
  message: string;
}

export interface DeliveryEstimates {
  deliveryMethod: DeliveryType;
  label: string;
  skuId: string;
  quantity: number;
  zone: LocationView;
  available: boolean;
  /** Home methods: one estimate (none where the zone lacks the economic option); store methods: one per store. */
  estimates: (HomeDeliveryOption | StoreEstimate)[];
}

/** docs/delivery-promise.md delivery-estimates/products: the estimates of one delivery method for a SKU and quantity. */
export async function deliveryEstimates(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: ShippingRequest & { deliveryMethod: DeliveryType },
): Promise<DeliveryEstimates> {
  const method = request.deliveryMethod;
  const head = { deliveryMethod: method, label: t(deliveryTypeLabel(method).key) };
  if (method === 'homeDelivery' || method === 'homeDeliveryEconomic') {
    const shipping = await productShipping(handle, tenant, t, request);
    const option = shipping[method];
    const estimates = option ? [option] : [];
    const { skuId, quantity, zone } = shipping;
    return { ...head, skuId, quantity, zone, available: option?.available ?? false, estimates };
  }
  const { skuId, quantity, zone, stores } = await productStoreShipping(handle, tenant, t, request);
  // docs/delivery-promise.md: pickupInStore and storePickUp are two names of click and collect
  const pickup = method !== 'buyAtStore';
  const estimates = stores.map((store): StoreEstimate => {
    const channel = pickup ? store.clickAndCollect : store.buyAtStore;
    return {
      storeId: store.storeId,
      name: store.name,
      address: store.address,
      units: store.units,
      openToday: store.openToday,
      available: channel.available,
      reason: channel.reason,
      ...(pickup ? { promisedAt: store.clickAndCollect.promisedAt } : {}),
      message: channel.message,
    };
  });
  return { ...head, skuId, quantity, zone, available: estimates.some((e) => e.available), estimates };
}
