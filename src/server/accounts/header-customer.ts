import type { AstroCookies } from 'astro';
import { cookieNames } from '../../lib/cookies';
import type { Tenant } from '../../tenants/schema';
import { shopperOf } from '../cart/shopper';
import { database } from '../db/runtime';
import { logLine } from '../log';
import { findUserById } from './users';

/**
 * The first name the header greets, read only (the header renders while the page streams, too
 * late to refresh or clear a cookie: the account page and the API do that). Never fails a page.
 */
export async function headerFirstName(tenant: Tenant, cookies: AstroCookies): Promise<string | undefined> {
  try {
    const { db } = await database();
    const shopper = await shopperOf(db, tenant.tenant, cookies.get(cookieNames.session)?.value, new Date());
    if (shopper.userId === null) return undefined;
    const user = await findUserById(db, tenant.tenant, shopper.userId);
    return user ? user.first_name.trim().slice(0, 40) || undefined : undefined;
  } catch (error) {
    logLine('warn', 'header customer failed', { tenant: tenant.tenant, error: String(error) });
    return undefined;
  }
}
