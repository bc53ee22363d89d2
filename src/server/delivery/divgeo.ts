import { collatorFor } from '../../lib/locale';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { unknown } from '../location/errors';
import { placesOf } from '../location/places';
import { zonesOf } from '../location/zones';
import { tenantClock } from '../tenant-clock';
import { type HomePromise, zonePromise } from './home-delivery';

export interface DivgeoCity {
  cityId: string;
  name: string;
  zoneId: string;
  label: string;
  served: boolean;
  /** The zone's promise before any product is known (no free-shipping threshold); null when not served. */
  homeDelivery: HomePromise | null;
  homeDeliveryEconomic: HomePromise | null;
}

/** docs/zones-and-price-groups.md initDivgeoShipping?divgeo2: the cities of a region and their delivery promises, for the picker. */
export async function divgeoShipping(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  regionId: string,
  now: Date,
): Promise<{ region: { regionId: string; name: string }; cities: DivgeoCity[] }> {
  const [places, zones] = await Promise.all([placesOf(handle, tenant.tenant), zonesOf(handle, tenant.tenant)]);
  const region = places.regionById.get(regionId);
  if (!region) throw unknown('divgeo2', 'location.regionNotFound');
  const clock = tenantClock(tenant, now);
  const collator = collatorFor(tenant.langFull);
  const cities: DivgeoCity[] = [];
  for (const zone of zones.values()) {
    if (zone.regionId !== regionId) continue;
    const promise = (method: 'homeDelivery' | 'homeDeliveryEconomic') =>
      zone.served ? zonePromise(tenant, t, zone, method, clock) : null;
    cities.push({
      cityId: zone.cityId,
      name: places.cityById.get(zone.cityId)?.name ?? zone.label,
      zoneId: zone.id,
      label: zone.label,
      served: zone.served,
      homeDelivery: promise('homeDelivery'),
      homeDeliveryEconomic: promise('homeDeliveryEconomic'),
    });
  }
  cities.sort((a, b) => collator.compare(a.name, b.name));
  return { region: { regionId: region.id, name: region.name }, cities };
}
