import { invalid } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { type ShopperZone, zonesOf } from '../location/zones';
import type { RequestScope } from '../request/request-scope';
import { zoneForCall } from '../search/listing';
import type { SearchZone } from '../search/types';

export interface ZoneQuery {
  zone?: string | undefined;
  priceGroup?: string | undefined;
  region?: string | undefined;
  city?: string | undefined;
}

export interface ProductZone {
  zone: ShopperZone;
  /** Price group and stores the prices, stock and delivery codes are read for. */
  searchZone: SearchZone;
  summary: { id: string; label: string; priceGroup: string; isFallback: boolean };
}

/**
 * The zone a product call is for (docs/zones-and-price-groups.md: zoneId, priceGroup, region, city): the `zone`
 * parameter, else the zone of `city` (one zone per city), else the zone cookie, else the
 * tenant's fallback. A region or city this tenant does not have is a 400 naming it; a
 * malformed cookie is not the caller's fault and falls back quietly.
 */
export async function productZone(handle: DatabaseHandle, scope: RequestScope, query: ZoneQuery): Promise<ProductZone> {
  const { tenant } = scope;
  const zones = [...(await zonesOf(handle, tenant.tenant)).values()];
  if (query.region !== undefined && !zones.some((zone) => zone.regionId === query.region))
    throw invalid('region', 'validation.invalid');
  let zoneId = query.zone;
  if (query.city !== undefined) {
    const ofCity = zones.find(
      (zone) => zone.cityId === query.city && (query.region === undefined || zone.regionId === query.region),
    );
    if (!ofCity) throw invalid('city', 'validation.invalid');
    zoneId ??= ofCity.id;
  }
  const { zone, searchZone } = await zoneForCall(
    handle,
    tenant,
    { zone: zoneId, priceGroup: query.priceGroup },
    scope.zoneCookie,
  );
  return {
    zone,
    searchZone,
    summary: { id: zone.id, label: zone.label, priceGroup: searchZone.priceGroupId, isFallback: zone.isFallback },
  };
}

/** Answers that depend on the zone cookie: private, briefly cached, keyed on the cookie. */
export function zoneCache(headers: Headers): void {
  headers.set('cache-control', 'private, max-age=60');
  headers.set('vary', 'cookie');
}
