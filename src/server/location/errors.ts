import type { MessageKey, MessageParams } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { ApiError, apiErrorCodes, invalid } from '../api/errors';

/**
 * Error codes of the location and delivery calls beyond docs/zones-and-price-groups.md's own: a caller tells "we do not
 * deliver there" (the shopper may pick another place) from "we could not tell where you are".
 */
export const locationErrorCodes = {
  notServed: 'LOCATION_NOT_SERVED',
  geolocationNotFound: 'GEOLOCATION_NOT_FOUND',
} as const;

/** An id the catalogue does not have: 404 naming the field, in the shopper's words. */
export function unknown(field: string, key: MessageKey, params?: MessageParams): ApiError {
  return new ApiError(404, { code: apiErrorCodes.notFound, key, field, ...(params ? { params } : {}) });
}

/** docs/zones-and-price-groups.md "Zip not served" / geolocation "no delivery service": a real place we do not deliver to. */
export function notServed(field: string, key: MessageKey = 'errors.zipNotServed'): ApiError {
  return new ApiError(422, { code: locationErrorCodes.notServed, key, field });
}

/** docs/zones-and-price-groups.md geolocation "not found": no place of ours near the shopper's coordinates. */
export function geolocationNotFound(): ApiError {
  return new ApiError(404, {
    code: locationErrorCodes.geolocationNotFound,
    key: 'errors.geolocation.notFound',
    field: 'latitude',
  });
}

/** docs/zones-and-price-groups.md: only Brazil and Mexico (and their sister brands) choose the zone by postal code. */
export function requireZipCodeMode(tenant: Tenant, field: string): void {
  if (!tenant.flags.isZipCodeAvailable) throw invalid(field, 'location.zipCodeUnavailable');
}
