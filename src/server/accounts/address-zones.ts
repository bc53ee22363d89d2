import { collatorFor } from '../../lib/locale';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { placesOf } from '../location/places';
import { zonesOf } from '../location/zones';

export interface ZoneGroup {
  region: string;
  zones: { id: string; label: string }[];
}

/**
 * The zones an address can be in, grouped by region in the catalogue's order and by name within
 * one, for the address form's one select (it works without JavaScript, unlike a chained picker).
 */
export async function addressZoneGroups(handle: DatabaseHandle, tenant: Tenant): Promise<ZoneGroup[]> {
  const [places, zones] = await Promise.all([placesOf(handle, tenant.tenant), zonesOf(handle, tenant.tenant)]);
  const collator = collatorFor(tenant.langFull);
  const groups = new Map(places.regions.map((region) => [region.id, { region: region.name, zones: [] } as ZoneGroup]));
  for (const zone of zones.values()) {
    groups.get(zone.regionId)?.zones.push({ id: zone.id, label: zone.label });
  }
  return [...groups.values()]
    .filter((group) => group.zones.length > 0)
    .map((group) => ({ ...group, zones: group.zones.sort((a, b) => collator.compare(a.label, b.label)) }));
}
