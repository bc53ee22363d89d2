import { atom } from 'nanostores';
import { $shopper, loadsShopper } from './shopper';

export interface SessionState {
  /** undefined until the shopper call answered. */
  status: 'customer' | 'guest' | 'anonymous' | undefined;
  firstName: string | null;
  segment: string | null;
  proBuyer: boolean;
}

/** Who is shopping: guest or customer, their first name and segment (docs/accounts-and-lists.md). */
export const $session = atom<SessionState>({ status: undefined, firstName: null, segment: null, proBuyer: false });
loadsShopper($session);

$shopper.subscribe((loaded) => {
  if (loaded.status !== 'ready') return;
  $session.set(loaded.state.session);
  // A customer's saved products: their add-to-my-list forms are marked saved, which fills their
  // hearts (uno.config.ts), on any page that shows them, listing cards included. The page is the
  // same for every shopper, so only this call can say so.
  // written short: these bytes load on every listing, within its 90 KB budget
  for (const form of document.querySelectorAll<HTMLElement>('[data-wish-sku]')) {
    form.toggleAttribute('data-saved', loaded.state.wishList.skuIds.includes(form.dataset.wishSku as string));
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
