import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { unknown } from '../location/errors';
import { type LocationView, locationView } from '../location/location-view';
import { storesOf } from '../location/stores';
import type { ShopperZone } from '../location/zones';
import { tenantClock } from './clock';
import { type HomeDeliveryOption, homeDeliveryOption } from './home-delivery';
import { currentUnitPrice, type SkuFacts, skuFacts } from './sku-facts';
import { byAvailability, type StoreOption, storeOption } from './store-delivery';

/** A delivery question: this SKU, this many units, in this zone, at this instant. */
export interface ShippingRequest {
  skuId: string;
  quantity: number;
  zone: ShopperZone;
  now: Date;
}

export async function requireSku(
  handle: DatabaseHandle,
  tenant: Tenant,
  skuId: string,
  field = 'skuId',
): Promise<SkuFacts> {
  const facts = await skuFacts(handle, tenant.tenant, skuId);
  if (!facts) throw unknown(field, 'location.productNotFound');
  return facts;
}

export interface ProductShipping {
  skuId: string;
  quantity: number;
  zone: LocationView;
  homeDelivery: HomeDeliveryOption;
  /** Only where the zone offers the slower, cheaper option. */
  homeDeliveryEconomic: HomeDeliveryOption | null;
}

/** spec §7 getProductShipping: home delivery (and economic) for a SKU and quantity in a zone. */
export async function productShipping(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: ShippingRequest,
): Promise<ProductShipping> {
  const { skuId, quantity, zone, now } = request;
  const facts = await requireSku(handle, tenant, skuId);
  const unitPrice = await currentUnitPrice(handle, tenant.tenant, facts.skuId, zone.priceGroupId);
  const input = { zone, facts, quantity, unitPrice, clock: tenantClock(tenant.tenant, now) };
  const homeDelivery = homeDeliveryOption(tenant, t, input, 'homeDelivery');
  // every zone has a home-delivery promise (zones.delivery_days is NOT NULL)
  if (!homeDelivery) throw new Error(`Zone ${zone.id} of ${tenant.tenant} has no home-delivery promise`);
  return {
    skuId: facts.skuId,
    quantity,
    zone: await locationView(handle, tenant, zone, zone.isFallback),
    homeDelivery,
    homeDeliveryEconomic: homeDeliveryOption(tenant, t, input, 'homeDeliveryEconomic'),
  };
}

export interface ProductStoreShipping {
  skuId: string;
  quantity: number;
  zone: LocationView;
  /** Whether any store of the region can take the order for pickup / sell it over the counter. */
  clickAndCollect: boolean;
  buyAtStore: boolean;
  stores: StoreOption[];
}

/** spec §7 getProductStoreShipping: click and collect and buy at store in the zone region's stores. */
export async function productStoreShipping(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: ShippingRequest,
): Promise<ProductStoreShipping> {
  const { skuId, quantity, zone, now } = request;
  const facts = await requireSku(handle, tenant, skuId);
  const stores = await storesOf(handle, tenant.tenant);
  const clock = tenantClock(tenant.tenant, now);
  const options = zone.storeIds
    .map((id) => stores.get(id))
    .filter((store) => store !== undefined)
    .map((store) => storeOption(tenant, t, store, { facts, quantity, clock }))
    .sort(byAvailability);
  return {
    skuId: facts.skuId,
    quantity,
    zone: await locationView(handle, tenant, zone, zone.isFallback),
    clickAndCollect: options.some((option) => option.clickAndCollect.available),
    buyAtStore: options.some((option) => option.buyAtStore.available),
    stores: options,
  };
}
