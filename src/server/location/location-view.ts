import { buildZoneCode } from '../../lib/zone';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { placesOf } from './places';
import type { ZoneInfo } from './zones';

/** A zone as callers see it: where it is, what it costs (price group) and whether we deliver. */
export interface LocationView {
  zoneId: string;
  /** The zone cookie value for this zone (docs/zones-and-price-groups.md): price group, zone, start and length digits. */
  zoneCode: string;
  /** The region label the header shows (docs/zones-and-price-groups.md "Header state"). */
  label: string;
  priceGroup: string;
  region: { id: string; name: string };
  city: { id: string; name: string };
  served: boolean;
  isFallback: boolean;
}

/** Reshapes a zone into what callers read; the fallback zone shows the tenant's fallback label (docs/zones-and-price-groups.md). */
export async function locationView(
  handle: DatabaseHandle,
  tenant: Tenant,
  zone: ZoneInfo,
  isFallback = false,
): Promise<LocationView> {
  const places = await placesOf(handle, tenant.tenant);
  const city = places.cityById.get(zone.cityId);
  const region = places.regionById.get(zone.regionId);
  return {
    zoneId: zone.id,
    zoneCode: buildZoneCode({ priceGroup: zone.priceGroupId, zoneId: zone.id }),
    label: isFallback ? tenant.fallbackZone.regionLabel : zone.label,
    priceGroup: zone.priceGroupId,
    region: { id: zone.regionId, name: region?.name ?? zone.regionId },
    city: { id: zone.cityId, name: city?.name ?? zone.cityId },
    served: zone.served,
    isFallback,
  };
}
