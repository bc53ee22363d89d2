import { toFieldErrors } from '../../lib/validation/issues';
import { zipCodeSchema, zipNotFound } from '../../lib/validation/location';
import type { Tenant } from '../../tenants/schema';
import { ApiError, apiErrorCodes } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { notServed, requireZipCodeMode } from './errors';
import { type PostalCode, postalCode } from './postal-codes';
import { type ZoneInfo, zonesOf } from './zones';

/** A postal code's zones, each with its colonies; served ones first. */
export interface ZipLocation {
  zipCode: string;
  zones: { zone: ZoneInfo; colonies: string[] }[];
}

/** Checks a typed zip against the tenant's shape (docs/zones-and-price-groups.md), answering 400 with the field's message. */
export function parseZip(tenant: Tenant, value: unknown, field: string): string {
  const result = zipCodeSchema(tenant).safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(
    400,
    toFieldErrors(result.error).map((error) => ({
      code: apiErrorCodes.validation,
      key: error.key,
      params: error.params,
      field,
    })),
  );
}

/**
 * docs/zones-and-price-groups.md location by zip code: the zones and colonies of a postal code. Unknown codes are the
 * docs/zones-and-price-groups.md "nonexistent zip" (404, e.g. 54730 in Mexico); a code whose every zone is unserved is the
 * docs/zones-and-price-groups.md "Infelizmente ainda não entregamos nessa região" (422).
 */
export async function locateZip(
  handle: DatabaseHandle,
  tenant: Tenant,
  value: unknown,
  field = 'zipCode',
): Promise<ZipLocation> {
  requireZipCodeMode(tenant, field);
  const zip = parseZip(tenant, value, field);
  const [entries, zones] = await Promise.all([postalCode(handle, tenant, zip), zonesOf(handle, tenant.tenant)]);
  const found = entries.flatMap((entry: PostalCode) => {
    const zone = zones.get(entry.zoneId);
    return zone ? [{ zone, colonies: entry.colonies }] : [];
  });
  if (found.length === 0) {
    const notFound = zipNotFound(zip, field);
    throw new ApiError(404, { code: apiErrorCodes.notFound, key: notFound.key, params: notFound.params, field });
  }
  if (!found.some((entry) => entry.zone.served)) throw notServed(field);
  found.sort((a, b) => Number(b.zone.served) - Number(a.zone.served));
  return { zipCode: entries[0]?.zipCode ?? zip, zones: found };
}
