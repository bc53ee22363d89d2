import type { APIContext } from 'astro';
import type { Tenant } from '../../tenants/schema';
import { currentSession } from '../accounts/current-session';
import type { SessionStatus } from '../accounts/session-info';
import { toCustomer } from '../accounts/users';
import { cartItemCount } from '../cart/cart-count';
import { database } from '../db/runtime';
import { savedSkus } from '../lists/wish-list-store';
import { cookieZone } from '../location/current-location';

/**
 * Everything personal a page shows, in one answer (the islands issue): pages are rendered once
 * for every shopper of a zone, and the header's islands fill in who this one is.
 */
export interface ShopperState {
  cart: { count: number };
  session: {
    status: SessionStatus;
    firstName: string | null;
    /** docs/cart-rules.md: the specialists-circle segment (Gold, Black) and the pro tier decide cart prices. */
    segment: string | null;
    proBuyer: boolean;
  };
  location: { zoneId: string; priceGroup: string; regionLabel: string; isFallback: boolean };
  /** The SKUs in the customer's wish lists: their add controls show a filled heart (none for a guest). */
  wishList: { skuIds: string[] };
}

export async function shopperState(astro: APIContext, tenant: Tenant): Promise<ShopperState> {
  const handle = await database();
  const [session, count, zone] = await Promise.all([
    currentSession(handle.db, tenant.tenant, astro),
    cartItemCount(tenant, astro.cookies),
    cookieZone(handle, tenant, astro.cookies),
  ]);
  const customer = session?.user ? toCustomer(session.user) : undefined;
  const userId = session?.record.userId ?? null;
  const skuIds = customer && userId !== null ? await savedSkus(handle.db, tenant.tenant, userId) : [];
  return {
    cart: { count },
    session: {
      status: customer ? 'customer' : session?.record.guest ? 'guest' : 'anonymous',
      firstName: customer ? customer.firstName.trim().slice(0, 40) || null : null,
      segment: customer?.specialistsCircleSegment ?? null,
      proBuyer: customer?.proBuyer ?? false,
    },
    location: {
      zoneId: zone.id,
      priceGroup: zone.priceGroupId,
      regionLabel: zone.isFallback ? tenant.fallbackZone.regionLabel : zone.label,
      isFallback: zone.isFallback,
    },
    wishList: { skuIds },
  };
}
