import type { APIContext } from 'astro';
import { collatorFor } from '../../lib/locale';
import type { Translate } from '../../lib/messages';
import { homeUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import { sameSiteReferrer } from '../cart/cart-forms';
import type { DatabaseHandle } from '../db';
import { levelLabels } from './picker';
import { placesOf } from './places';
import { zonesOf } from './zones';

/** The GET parameter of the product page that lists another region's cities in the picker. */
export const regionParam = 'locationRegion';

export type LocationPicker =
  | { mode: 'zipCode' }
  | {
      mode: 'place';
      levels: { region: string; city: string };
      regionId: string;
      regions: { id: string; name: string }[];
      cities: { zoneId: string; name: string; served: boolean; selected: boolean }[];
    };

/**
 * What the product page's location form offers (docs/zones-and-price-groups.md "region or postal code entry"): a postal
 * code where the tenant chooses by zip (docs/zones-and-price-groups.md), else the regions and the cities of one region,
 * the shopper's own unless they asked for another.
 */
export async function locationPicker(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  zoneId: string,
  requestedRegion: string | null,
): Promise<LocationPicker> {
  if (tenant.flags.isZipCodeAvailable) return { mode: 'zipCode' };
  const [places, zones] = await Promise.all([placesOf(handle, tenant.tenant), zonesOf(handle, tenant.tenant)]);
  const current = zones.get(zoneId);
  const regionId =
    requestedRegion !== null && places.regionById.has(requestedRegion) ? requestedRegion : (current?.regionId ?? '');
  const collator = collatorFor(tenant.langFull);
  const cities = [...zones.values()]
    .filter((zone) => zone.regionId === regionId)
    .map((zone) => ({
      zoneId: zone.id,
      name: places.cityById.get(zone.cityId)?.name ?? zone.label,
      served: zone.served,
      selected: zone.id === zoneId,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return {
    mode: 'place',
    levels: levelLabels(tenant, t),
    regionId,
    regions: places.regions.map((region) => ({ id: region.id, name: region.name })),
    cities,
  };
}

/** The page a location form goes back to, without the picker's region choice: the new zone's region shows. */
export function locationBack(astro: APIContext): string {
  const back = sameSiteReferrer(astro, homeUrl(astro.locals.tenant));
  const [pathname, search = ''] = back.split('?');
  const query = new URLSearchParams(search);
  query.delete(regionParam);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : (pathname ?? back);
}
