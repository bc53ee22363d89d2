import type { CurrentSession } from '../accounts/current-session';
import type { SessionStatus } from '../accounts/session-info';
import { toCustomer } from '../accounts/users';
import { cartItemCount } from '../cart/cart-count';
import { database } from '../db/runtime';
import { savedSkus } from '../lists/wish-list-store';
import type { RequestScope } from '../request/request-scope';

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

/** The shopper's state for the scope's request and its session (looked up by the caller, current-session.ts). */
export async function shopperState(scope: RequestScope, session: CurrentSession | undefined): Promise<ShopperState> {
  const { tenant, zone } = scope;
  const handle = await database();
  const count = await cartItemCount(scope);
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
