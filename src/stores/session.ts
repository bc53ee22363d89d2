import { atom } from 'nanostores';
import { $shopper, loadsShopper } from './shopper';

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
  if (loaded.status === 'ready') $session.set(loaded.state.session);
});
