import { collatorFor } from '../../lib/locale';
import type { MessageKey, Translate } from '../../lib/messages';
import type { Tenant, TenantId } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { type LocationView, locationView } from './location-view';
import { placesOf } from './places';
import type { ZoneInfo } from './zones';
import { zonesOf } from './zones';

/**
 * What each country calls its two levels in the manual picker (glossary: in cl, region then
 * comuna). The spec names only Chile's; the others are the countries' own divisions as the
 * catalogue holds them.
 */
const levelKeys: Record<TenantId, [MessageKey, MessageKey]> = {
  cl: ['location.level.region', 'location.level.comuna'],
  homy: ['location.level.region', 'location.level.comuna'],
  pe: ['location.level.department', 'location.level.district'],
  co: ['location.level.department', 'location.level.municipality'],
  ar: ['location.level.province', 'location.level.locality'],
  uy: ['location.level.department', 'location.level.locality'],
  br: ['location.level.state', 'location.level.city'],
  obra: ['location.level.state', 'location.level.city'],
  mx: ['location.level.state', 'location.level.municipality'],
};

/** The names of the tenant's two levels in its language (the picker's labels). */
export function levelLabels(tenant: Tenant, t: Translate): { region: string; city: string } {
  const [region, city] = levelKeys[tenant.tenant];
  return { region: t(region), city: t(city) };
}

export interface PickerCity {
  cityId: string;
  name: string;
  zoneId: string;
  label: string;
  served: boolean;
  selected: boolean;
}

export interface SelectedLocations {
  selected: LocationView;
  levels: { level: 'region' | 'city'; label: string }[];
  regions: { regionId: string; name: string; selected: boolean }[];
  /** The cities of the selected zone's region, by name. */
  cities: PickerCity[];
}

/** docs/zones-and-price-groups.md get-selected-locations: the chosen zone and the lists the manual picker renders. */
export async function selectedLocations(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  zone: ZoneInfo,
  isFallback: boolean,
): Promise<SelectedLocations> {
  const [places, zones] = await Promise.all([placesOf(handle, tenant.tenant), zonesOf(handle, tenant.tenant)]);
  const collator = collatorFor(tenant.langFull);
  const cities: PickerCity[] = [];
  for (const candidate of zones.values()) {
    if (candidate.regionId !== zone.regionId) continue;
    const city = places.cityById.get(candidate.cityId);
    cities.push({
      cityId: candidate.cityId,
      name: city?.name ?? candidate.label,
      zoneId: candidate.id,
      label: candidate.label,
      served: candidate.served,
      selected: candidate.id === zone.id,
    });
  }
  cities.sort((a, b) => collator.compare(a.name, b.name));
  const [regionLevel, cityLevel] = levelKeys[tenant.tenant];
  return {
    selected: await locationView(handle, tenant, zone, isFallback),
    levels: [
      { level: 'region', label: t(regionLevel) },
      { level: 'city', label: t(cityLevel) },
    ],
    regions: places.regions.map((region) => ({
      regionId: region.id,
      name: region.name,
      selected: region.id === zone.regionId,
    })),
    cities,
  };
}
