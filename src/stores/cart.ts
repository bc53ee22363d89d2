import { map } from 'nanostores';
import { pageTenant } from './page-context';
import { $shopper, loadsShopper } from './shopper';
import { localKeys, onOtherTab, setItem } from './storage';

/** A cart line as islands show it: what the server priced (src/server/cart/cart-view.ts). */
export interface CartLineState {
  lineId: string;
  skuId: string;
  name: string;
  quantity: number;
}

export interface CartState {
  /** Units in the cart; undefined until the shopper call answered. */
  count: number | undefined;
  lines: CartLineState[];
  /** The totals as the server formatted them (label and amount text). */
  totals: { label: string; amountText: string }[];
}

/** The shopper's cart, shared by the header count, the add-to-cart forms and the cart page. */
export const $cart = map<CartState>({ count: undefined, lines: [], totals: [] });
loadsShopper($cart);

$shopper.subscribe((loaded) => {
  if (loaded.status === 'ready' && $cart.get().count === undefined) $cart.setKey('count', loaded.state.cart.count);
});

/** Local storage is the host's: on a host that serves several tenants, each reads only its own cart. */
interface AbandonedCart {
  tenant: string;
  count: number;
  at: number;
}

const asAbandoned = (raw: unknown): AbandonedCart | undefined => {
  const value = raw as Partial<AbandonedCart> | null;
  return typeof value === 'object' && value !== null && value.tenant === pageTenant() && typeof value.count === 'number'
    ? (value as AbandonedCart)
    : undefined;
};

/**
 * Records a new unit count after a change the server confirmed. docs/cart-rules.md "abandoned cart" keeps it
 * in local storage, which also tells the shop's other tabs (the storage event) to show it.
 */
export function cartChanged(count: number): void {
  $cart.setKey('count', count);
  setItem('local', localKeys.abandonedCart, { tenant: pageTenant(), count, at: Date.now() } satisfies AbandonedCart);
}

export function setCartLines(lines: CartLineState[], totals: CartState['totals']): void {
  $cart.setKey('lines', lines);
  $cart.setKey('totals', totals);
}

if (typeof window !== 'undefined') {
  onOtherTab(localKeys.abandonedCart, (raw) => {
    const abandoned = asAbandoned(raw);
    if (abandoned) $cart.setKey('count', abandoned.count);
  });
}
