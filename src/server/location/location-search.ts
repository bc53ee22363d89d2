import { collatorFor } from '../../lib/locale';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { placesOf } from './places';
import { coloniesOf, foldName } from './postal-codes';
import { zonesOf } from './zones';

/** One place a shopper may pick by name: a region to open, or a city/colony that is a zone. */
export type LocationMatch =
  | { type: 'region'; regionId: string; name: string }
  | {
      type: 'city' | 'colony';
      name: string;
      zoneId: string;
      label: string;
      served: boolean;
      region: { id: string; name: string };
      city: { id: string; name: string };
      /** The colony's postal code (zip-code tenants only). */
      zipCode?: string;
    };

/**
 * How well a folded name matches the folded query: 0 the whole name, 1 its start, 2 the start of
 * a later word, 3 anywhere; undefined when it does not. Lower is better.
 */
export function matchRank(name: string, query: string): number | undefined {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (` ${name}`.includes(` ${query}`)) return 2;
  return name.includes(query) ? 3 : undefined;
}

const typeOrder = { city: 0, region: 1, colony: 2 } as const;

/**
 * docs/zones-and-price-groups.md search-location-info: regions, cities (comunas, municipios...) and, where the zone is
 * chosen by postal code, colonies whose names match, accent-insensitive, best first.
 */
export async function searchLocations(
  handle: DatabaseHandle,
  tenant: Tenant,
  locationName: string,
  limit: number,
): Promise<LocationMatch[]> {
  const query = foldName(locationName);
  const [places, zones] = await Promise.all([placesOf(handle, tenant.tenant), zonesOf(handle, tenant.tenant)]);
  const found: { rank: number; match: LocationMatch }[] = [];
  for (const region of places.regions) {
    const rank = matchRank(foldName(region.name), query);
    if (rank !== undefined) found.push({ rank, match: { type: 'region', regionId: region.id, name: region.name } });
  }
  const zoneMatch = (zoneId: string, name: string, type: 'city' | 'colony', zipCode?: string) => {
    const zone = zones.get(zoneId);
    const city = zone && places.cityById.get(zone.cityId);
    const region = zone && places.regionById.get(zone.regionId);
    if (!zone || !city || !region) return undefined;
    return {
      type,
      name,
      zoneId,
      label: zone.label,
      served: zone.served,
      region: { id: region.id, name: region.name },
      city: { id: city.id, name: city.name },
      ...(zipCode === undefined ? {} : { zipCode }),
    } satisfies LocationMatch;
  };
  for (const zone of zones.values()) {
    const city = places.cityById.get(zone.cityId);
    if (!city) continue;
    // a city is also found by its header label ("São Paulo - SP", "Cuauhtémoc, CDMX")
    const ranks = [matchRank(foldName(city.name), query), matchRank(foldName(zone.label), query)];
    const rank = Math.min(...ranks.filter((r) => r !== undefined));
    const match = Number.isFinite(rank) ? zoneMatch(zone.id, city.name, 'city') : undefined;
    if (match) found.push({ rank, match });
  }
  if (tenant.flags.isZipCodeAvailable) {
    for (const colony of await coloniesOf(handle, tenant)) {
      const rank = matchRank(colony.folded, query);
      const match = rank === undefined ? undefined : zoneMatch(colony.zoneId, colony.name, 'colony', colony.zipCode);
      if (rank !== undefined && match) found.push({ rank, match });
    }
  }
  const collator = collatorFor(tenant.langFull);
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      typeOrder[a.match.type] - typeOrder[b.match.type] ||
      a.match.name.length - b.match.name.length ||
      collator.compare(a.match.name, b.match.name),
  );
  return found.slice(0, limit).map((entry) => entry.match);
}
