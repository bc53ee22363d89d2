import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { requireZipCodeMode, unknown } from './errors';
import { type LocationView, locationView } from './location-view';
import { coloniesOf, foldName, postalCodesStartingWith } from './postal-codes';
import { zonesOf } from './zones';

/** docs/browser-state.md debounce: the zip box asks as the shopper types; a short list is all it can show. */
export const postcodeSuggestionLimit = 20;

export interface PostcodeSuggestion {
  zipCode: string;
  colonies: string[];
  zoneId: string;
  label: string;
  served: boolean;
}

/** docs/zones-and-price-groups.md postcodes?searchTerm: postal codes starting with the digits typed, with their colonies. */
export async function postcodeSuggestions(
  handle: DatabaseHandle,
  tenant: Tenant,
  digits: string,
): Promise<PostcodeSuggestion[]> {
  requireZipCodeMode(tenant, 'searchTerm');
  const [codes, zones] = await Promise.all([
    postalCodesStartingWith(handle, tenant, digits, postcodeSuggestionLimit),
    zonesOf(handle, tenant.tenant),
  ]);
  return codes.flatMap((code) => {
    const zone = zones.get(code.zoneId);
    return zone
      ? [{ zipCode: code.zipCode, colonies: code.colonies, zoneId: zone.id, label: zone.label, served: zone.served }]
      : [];
  });
}

export interface ColonyMatch extends LocationView {
  colony: string;
  zipCodes: string[];
}

/**
 * docs/zones-and-price-groups.md region-city-by-colony: the zone, region and city of a colonia (mx) or bairro (br),
 * named as the shopper writes it (accents and case aside). Common names ("Centro") exist in many
 * cities: every match is returned, served zones first.
 */
export async function zonesByColony(
  handle: DatabaseHandle,
  tenant: Tenant,
  colonyName: string,
): Promise<ColonyMatch[]> {
  requireZipCodeMode(tenant, 'colonyName');
  const wanted = foldName(colonyName);
  const [colonies, zones] = await Promise.all([coloniesOf(handle, tenant), zonesOf(handle, tenant.tenant)]);
  const byZone = new Map<string, { colony: string; zipCodes: string[] }>();
  for (const colony of colonies) {
    if (colony.folded !== wanted) continue;
    const entry = byZone.get(colony.zoneId) ?? { colony: colony.name, zipCodes: [] };
    if (!entry.zipCodes.includes(colony.zipCode)) entry.zipCodes.push(colony.zipCode);
    byZone.set(colony.zoneId, entry);
  }
  const matches: ColonyMatch[] = [];
  for (const [zoneId, entry] of byZone) {
    const zone = zones.get(zoneId);
    if (zone) matches.push({ ...(await locationView(handle, tenant, zone)), ...entry });
  }
  if (matches.length === 0) throw unknown('colonyName', 'location.colonyNotFound', { name: colonyName });
  return matches.sort((a, b) => Number(b.served) - Number(a.served) || a.label.localeCompare(b.label));
}
