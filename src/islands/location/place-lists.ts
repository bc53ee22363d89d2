import * as z from 'zod/mini';
import { apiPath, call } from '../../stores/client';

/** The manual picker's lists (docs/zones-and-price-groups.md get-selected-locations, initDivgeoShipping): regions, then a region's cities. */

const citySchema = z.object({ name: z.string(), zoneId: z.string(), served: z.boolean() });
export type PickerCity = z.infer<typeof citySchema>;

const selectedSchema = z.object({
  selected: z.object({ region: z.object({ id: z.string() }), zoneId: z.string() }),
  levels: z.array(z.object({ level: z.enum(['region', 'city']), label: z.string() })),
  regions: z.array(z.object({ regionId: z.string(), name: z.string() })),
  cities: z.array(citySchema),
});

const regionCitiesSchema = z.object({ cities: z.array(citySchema) });

export interface PlaceLists {
  levels: { region: string; city: string };
  regions: { regionId: string; name: string }[];
  regionId: string;
  zoneId: string;
  cities: PickerCity[];
}

/** The regions, and the cities of the shopper's current region, with the tenant's names for both levels. */
export async function loadPlaceLists(fallbackMessage: string): Promise<PlaceLists> {
  const answer = await call(apiPath('get-selected-locations'), selectedSchema, { fallbackMessage });
  const level = (which: 'region' | 'city') => answer.levels.find((entry) => entry.level === which)?.label ?? '';
  return {
    levels: { region: level('region'), city: level('city') },
    regions: answer.regions,
    regionId: answer.selected.region.id,
    zoneId: answer.selected.zoneId,
    cities: answer.cities,
  };
}

export async function loadRegionCities(regionId: string, fallbackMessage: string): Promise<PickerCity[]> {
  const path = apiPath(`initDivgeoShipping?divgeo2=${encodeURIComponent(regionId)}`);
  return (await call(path, regionCitiesSchema, { fallbackMessage })).cities;
}

/** The city chosen when the picker opens: the shopper's zone, when it is one of the region's cities. */
export function preselectedZone(lists: Pick<PlaceLists, 'cities' | 'zoneId'>): string {
  return lists.cities.some((city) => city.zoneId === lists.zoneId) ? lists.zoneId : '';
}

/**
 * docs/zones-and-price-groups.md temporary locations: the region picked last without saving a city, to open again,
 * when it is another region of this tenant's list.
 */
export function regionToReopen(
  lists: Pick<PlaceLists, 'regions' | 'regionId'>,
  pending: string | undefined,
): string | undefined {
  return pending && pending !== lists.regionId && lists.regions.some((region) => region.regionId === pending)
    ? pending
    : undefined;
}
