import type { APIContext } from 'astro';
import { zoneCookies } from '../../lib/cookies';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { writeLocationCookies } from '../location/location-cookies';
import { shopperZone } from '../location/zone-precedence';
import { zonesOf } from '../location/zones';
import { listAddresses } from './addresses';

/** The zone a login moved the shopper to, for the page to say so. */
export interface ZoneFromAddress {
  id: string;
  label: string;
}

/**
 * At login, the customer's default address chooses the zone: prices, stock and delivery promises
 * become those of where their orders go (a customer from Iquique no longer browses as Santiago).
 * Only a served zone is taken, and the shopper can choose another at any time. Answers the zone
 * when it differs from the one the shopper browsed in.
 */
export async function zoneFromDefaultAddress(
  handle: DatabaseHandle,
  tenant: Tenant,
  astro: Pick<APIContext, 'cookies' | 'url' | 'request'>,
  userId: string,
): Promise<ZoneFromAddress | null> {
  const [address] = await listAddresses(handle, tenant.tenant, userId);
  if (!address?.isDefault) return null;
  const zone = (await zonesOf(handle, tenant.tenant)).get(address.zoneId);
  if (!zone?.served) return null;
  const current = await shopperZone(handle, tenant, astro.cookies.get(zoneCookies(tenant.tenant).zone)?.value);
  if (current.id === zone.id && !current.isFallback) return null;
  writeLocationCookies(astro, tenant, zone);
  return current.id === zone.id ? null : { id: zone.id, label: zone.label };
}
