import { atom, onMount } from 'nanostores';
import * as z from 'zod/mini';
import { apiPath, call, type ShopperError } from './client';

/** The answer of GET /api/{tenant}/shopper (src/server/shopper/shopper-state.ts). */
export const shopperStateSchema = z.object({
  cart: z.object({ count: z.number() }),
  session: z.object({
    status: z.enum(['customer', 'guest', 'anonymous']),
    firstName: z.nullable(z.string()),
    segment: z.nullable(z.string()),
    proBuyer: z.boolean(),
  }),
  location: z.object({
    zoneId: z.string(),
    priceGroup: z.string(),
    regionLabel: z.string(),
    isFallback: z.boolean(),
  }),
  wishList: z.object({ skuIds: z.array(z.string()) }),
});
export type ShopperState = z.infer<typeof shopperStateSchema>;

type Loaded =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; state: ShopperState }
  | { status: 'failed'; error: ShopperError };

/**
 * The shopper's own state, fetched once per page view when the first island that needs it mounts;
 * the cart, session and location stores take their part of it.
 */
export const $shopper = atom<Loaded>({ status: 'idle' });

let pending: Promise<void> | undefined;

export function loadShopper(): Promise<void> {
  pending ??= call(apiPath('shopper'), shopperStateSchema, { fallbackMessage: '' })
    .then((state) => $shopper.set({ status: 'ready', state }))
    .catch((error: ShopperError) => $shopper.set({ status: 'failed', error }));
  if ($shopper.get().status === 'idle') $shopper.set({ status: 'loading' });
  return pending;
}

/** Stores derived from the shopper call load it when they are first watched. */
export function loadsShopper(store: Parameters<typeof onMount>[0]): void {
  onMount(store, () => {
    void loadShopper();
  });
}
