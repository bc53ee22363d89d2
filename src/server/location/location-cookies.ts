import type { APIContext } from 'astro';
import { zoneCookieMaxAgeSeconds, zoneCookies } from '../../lib/cookies';
import { buildZoneCode } from '../../lib/zone';
import type { Tenant } from '../../tenants/schema';
import { isHttps } from '../http/secure-cookies';
import type { ZoneInfo } from './zones';

/**
 * Writes the shopper's zone (docs/zones-and-price-groups.md "Cookies"): the zone code, the region label the header
 * polls for (docs/zones-and-price-groups.md), and the tenant's price-group cookie. Readable by scripts (the header reads
 * the label), site-wide, kept a year; Secure whenever the shopper came over HTTPS (behind the TLS
 * proxy too).
 */
export function writeLocationCookies(
  astro: Pick<APIContext, 'cookies' | 'url' | 'request'>,
  tenant: Tenant,
  zone: ZoneInfo,
): void {
  const secure = isHttps(astro);
  const options = { path: '/', sameSite: 'lax', maxAge: zoneCookieMaxAgeSeconds, httpOnly: false, secure } as const;
  const { cookies } = astro;
  cookies.set(
    zoneCookies(tenant.tenant).zone,
    buildZoneCode({ priceGroup: zone.priceGroupId, zoneId: zone.id }),
    options,
  );
  // Astro URI-encodes cookie values: "São Paulo - SP" travels as "S%C3%A3o%20Paulo%20-%20SP"
  cookies.set(zoneCookies(tenant.tenant).regionLabel, zone.label, options);
  cookies.set(tenant.priceGroupCookie, zone.priceGroupId, options);
}
