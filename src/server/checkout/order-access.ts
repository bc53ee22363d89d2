import type { CurrentSession } from '../accounts/current-session';
import { hashToken, isTokenShape, newToken } from '../accounts/tokens';

/**
 * Who may open an order: the customer it belongs to; the session that placed it, while that
 * session lives (a guest on the confirmation page; logout ends it); or whoever holds the link of
 * its emails, whose random token only the email carries. A cart cookie opens nothing: it outlives
 * a logout on a shared computer.
 */

/** The parts of a stored order this reads. */
export interface OrderKeys {
  userId: string | null;
  sessionHash: string | null;
  accessHash: string | null;
}

/** Who is asking, from the request. */
export interface OrderViewer {
  userId: string | null;
  sessionHash: string | null;
  /** The `access` parameter of the email's link, when the request carries one. */
  accessToken: string | null;
}

/** The token for an order's emails, and the hash its row keeps. */
export function newOrderAccess(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

export const orderAccessParam = 'access';

export function mayViewOrder(order: OrderKeys, viewer: OrderViewer): boolean {
  if (order.userId !== null && order.userId === viewer.userId) return true;
  if (order.sessionHash !== null && order.sessionHash === viewer.sessionHash) return true;
  const token = viewer.accessToken;
  return order.accessHash !== null && token !== null && isTokenShape(token) && hashToken(token) === order.accessHash;
}

/** The viewer of a page request: its live session in this tenant (requestSession) and the link's `access` token. */
export function orderViewer(session: CurrentSession | undefined, accessToken: string | null): OrderViewer {
  return {
    userId: session?.user?.id ?? null,
    sessionHash: session?.record.tokenHash ?? null,
    accessToken,
  };
}
