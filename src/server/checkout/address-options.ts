import { collatorFor } from '../../lib/locale';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { placesOf } from '../location/places';
import { zonesOf } from '../location/zones';

/** The served zones of a tenant grouped by region, in the catalogue's region order: the address form's list. */
export interface ZoneGroup {
  region: string;
  zones: { id: string; label: string }[];
}

export async function zoneGroups(handle: DatabaseHandle, tenant: Tenant): Promise<ZoneGroup[]> {
  const [places, zones] = await Promise.all([placesOf(handle, tenant.tenant), zonesOf(handle, tenant.tenant)]);
  const collator = collatorFor(tenant.langFull);
  return places.regions
    .map((region) => ({
      region: region.name,
      zones: [...zones.values()]
        .filter((zone) => zone.served && zone.regionId === region.id)
        .map((zone) => ({ id: zone.id, label: zone.label }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    }))
    .filter((group) => group.zones.length > 0);
}
