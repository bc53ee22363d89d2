import type { Clock } from '../../lib/availability';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import { unknown } from '../location/errors';
import { type LocationView, locationView } from '../location/location-view';
import { type StoreInfo, storesOf } from '../location/stores';
import type { ShopperZone } from '../location/zones';
import { tenantClock } from '../tenant-clock';
import { type HomeDeliveryOption, homeDeliveryOption } from './home-delivery';
import { keptShippingFacts, keptUnitPrice, type ShippingFacts } from './shipping-facts';
import { byAvailability, type StoreOption, storeOption } from './store-delivery';

/** A delivery question: this SKU, this many units, in this zone, at this instant. */
export interface ShippingRequest {
  skuId: string;
  quantity: number;
  zone: ShopperZone;
  now: Date;
  /** The request's catalogue revisions: the SKU's facts and price are then kept per revision. */
  revisions?: CatalogueRevisions | undefined;
}

export async function requireSku(
  handle: DatabaseHandle,
  tenant: Tenant,
  skuId: string,
  field = 'skuId',
  revisions?: CatalogueRevisions,
): Promise<ShippingFacts> {
  const facts = await keptShippingFacts(handle, revisions, tenant.tenant, skuId);
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

/** What both delivery answers read of a request: the SKU once, the tenant's clock, the zone as callers see it. */
interface Loaded {
  facts: ShippingFacts;
  clock: Clock;
  zone: LocationView;
}

async function load(handle: DatabaseHandle, tenant: Tenant, request: ShippingRequest): Promise<Loaded> {
  const facts = await requireSku(handle, tenant, request.skuId, 'skuId', request.revisions);
  const zone = await locationView(handle, tenant, request.zone, request.zone.isFallback);
  return { facts, clock: tenantClock(tenant, request.now), zone };
}

function homeShipping(
  tenant: Tenant,
  t: Translate,
  request: ShippingRequest,
  loaded: Loaded,
  unitPrice: number | undefined,
): ProductShipping {
  const { facts, clock } = loaded;
  const input = { zone: request.zone, facts, quantity: request.quantity, unitPrice, clock };
  const homeDelivery = homeDeliveryOption(tenant, t, input, 'homeDelivery');
  // every zone has a home-delivery promise (zones.delivery_days is NOT NULL)
  if (!homeDelivery) throw new Error(`Zone ${request.zone.id} of ${tenant.tenant} has no home-delivery promise`);
  return {
    skuId: facts.skuId,
    quantity: request.quantity,
    zone: loaded.zone,
    homeDelivery,
    homeDeliveryEconomic: homeDeliveryOption(tenant, t, input, 'homeDeliveryEconomic'),
  };
}

/** docs/delivery-promise.md getProductShipping: home delivery (and economic) for a SKU and quantity in a zone. */
export async function productShipping(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: ShippingRequest,
): Promise<ProductShipping> {
  const loaded = await load(handle, tenant, request);
  const unitPrice = await keptUnitPrice(
    handle,
    request.revisions,
    tenant.tenant,
    loaded.facts.skuId,
    request.zone.priceGroupId,
  );
  return homeShipping(tenant, t, request, loaded, unitPrice);
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

function storeShipping(
  tenant: Tenant,
  t: Translate,
  request: ShippingRequest,
  loaded: Loaded,
  stores: Map<string, StoreInfo>,
): ProductStoreShipping {
  const { facts, clock } = loaded;
  const options = request.zone.storeIds
    .map((id) => stores.get(id))
    .filter((store) => store !== undefined)
    .map((store) => storeOption(tenant, t, store, { facts, quantity: request.quantity, clock }))
    .sort(byAvailability);
  return {
    skuId: facts.skuId,
    quantity: request.quantity,
    zone: loaded.zone,
    clickAndCollect: options.some((option) => option.clickAndCollect.available),
    buyAtStore: options.some((option) => option.buyAtStore.available),
    stores: options,
  };
}

/** docs/delivery-promise.md getProductStoreShipping: click and collect and buy at store in the zone region's stores. */
export async function productStoreShipping(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: ShippingRequest,
): Promise<ProductStoreShipping> {
  const loaded = await load(handle, tenant, request);
  return storeShipping(tenant, t, request, loaded, await storesOf(handle, tenant.tenant));
}

/** Every delivery method of a SKU in a zone, as the two calls above answer them. */
export interface ProductDelivery {
  home: ProductShipping;
  stores: ProductStoreShipping;
}

/**
 * The product page's delivery: the answers of getProductShipping and getProductStoreShipping
 * (and so of delivery-estimates) computed in one pass, the SKU and the zone read once.
 */
export async function productDelivery(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: ShippingRequest,
): Promise<ProductDelivery> {
  const loaded = await load(handle, tenant, request);
  const [unitPrice, stores] = await Promise.all([
    keptUnitPrice(handle, request.revisions, tenant.tenant, loaded.facts.skuId, request.zone.priceGroupId),
    storesOf(handle, tenant.tenant),
  ]);
  return {
    home: homeShipping(tenant, t, request, loaded, unitPrice),
    stores: storeShipping(tenant, t, request, loaded, stores),
  };
}
