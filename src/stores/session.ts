import { atom } from 'nanostores';
import { $shopper, loadsShopper } from './shopper';
import { showSavedHearts } from './wish-list-hearts';

export interface SessionState {
  /** undefined until the shopper call answered. */
  status: 'customer' | 'guest' | 'anonymous' | undefined;
  firstName: string | null;
  segment: string | null;
  proBuyer: boolean;
}

/** Who is shopping: guest or customer, their first name and segment (spec §6). */
export const $session = atom<SessionState>({ status: undefined, firstName: null, segment: null, proBuyer: false });
loadsShopper($session);

$shopper.subscribe((loaded) => {
  if (loaded.status !== 'ready') return;
  $session.set(loaded.state.session);
  // a customer's saved products: their hearts fill on any page that shows their add control
  if (loaded.state.wishList.skuIds.length > 0 && typeof document !== 'undefined') {
    showSavedHearts(loaded.state.wishList.skuIds);
  }
});

/**
 * The first name the header's account link shows: until the shopper call answers, the one the
 * server rendered (the shopper's own pages); then the customer's, and none for a guest or anonymous shopper.
 */
export function accountName(session: SessionState, initialName?: string): string | null {
  if (session.status === undefined) return initialName ?? null;
  return session.status === 'customer' ? session.firstName : null;
}
