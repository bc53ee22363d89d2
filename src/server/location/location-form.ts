import type { APIContext } from 'astro';
import { htmlLang } from '../../lib/locale';
import type { MessageKey, MessageParams, Translate } from '../../lib/messages';
import { homeUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import { ApiError } from '../api/errors';
import { formFlags, sameSiteReferrer, seeOther, withFlag } from '../cart/cart-forms';
import type { DatabaseHandle } from '../db';
import { database } from '../db/runtime';
import { logLine } from '../log';
import { chooseZone } from './choose-zone';
import { writeLocationCookies } from './location-cookies';
import { levelLabels } from './picker';
import { placesOf } from './places';
import { saveLocationBodySchema } from './schemas';
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
 * What the product page's location form offers (spec §2 "region or postal code entry"): a postal
 * code where the tenant chooses by zip (spec §9), else the regions and the cities of one region,
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
  const collator = new Intl.Collator(htmlLang(tenant.langFull));
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

/** The page to go back to, without the picker's region choice: the new zone's region shows. */
function backTo(astro: APIContext, tenant: Tenant): string {
  const back = sameSiteReferrer(astro, homeUrl(tenant));
  const [pathname, search = ''] = back.split('?');
  const query = new URLSearchParams(search);
  query.delete(regionParam);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : (pathname ?? back);
}

async function formBody(request: Request): Promise<Record<string, string>> {
  try {
    const form = await request.formData();
    const body: Record<string, string> = {};
    for (const name of ['zoneId', 'zipCode']) {
      const value = form.get(name);
      if (typeof value === 'string' && value.trim() !== '') body[name] = value;
    }
    return body;
  } catch {
    return {};
  }
}

/**
 * POST /{tenant}/location (no JavaScript): sets the zone from a postal code or a city the same
 * way save-location-info does, writes the cookies and answers 303 back to the page, which then
 * shows the new zone's prices and delivery and the saved message (spec §4); a refused input goes
 * back to the form with `locationError`, the message of spec §8.
 */
export async function saveLocationForm(astro: APIContext): Promise<Response> {
  const { tenant } = astro.locals;
  const back = backTo(astro, tenant);
  // back to the form, where the message shows
  const failed = (key: MessageKey, params?: MessageParams) =>
    seeOther(`${withFlag(back, formFlags.locationError, key, params)}#location`);
  const body = await formBody(astro.request);
  if (body.zoneId === undefined && body.zipCode === undefined)
    return failed(tenant.flags.isZipCodeAvailable ? 'validation.zip.required' : 'location.cityRequired');
  const parsed = saveLocationBodySchema.safeParse(body);
  if (!parsed.success) return failed('validation.invalid');
  try {
    const handle = await database();
    const chosen = await chooseZone(handle, tenant, parsed.data);
    writeLocationCookies(astro.cookies, tenant, chosen.zone, astro.url.protocol === 'https:');
    return seeOther(withFlag(back, formFlags.locationSaved, '1'));
  } catch (error) {
    if (error instanceof ApiError) {
      const detail = error.details[0];
      return failed(detail?.key ?? 'errors.generic', detail?.params);
    }
    logLine('error', 'location form failed', {
      tenant: tenant.tenant,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return failed('errors.generic');
  }
}
