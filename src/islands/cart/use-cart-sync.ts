import { useRef, useState } from 'react';
import { cartChanged, setCartLines } from '../../stores/cart';
import { actionPath, call } from '../../stores/client';
import { showToast } from '../../stores/toasts';
import { type CartChange, cartAnswerSchema, type EditorCart } from './cart-view';
import { ChangeQueue, type QueuedChange } from './change-queue';
import { publishedCart } from './published-cart';
import { type LineRefusals, refusedByServer, withRefusal } from './refusal';
import type { Say } from './words';

export type CartAnswer = ReturnType<typeof cartAnswerSchema.parse>;

/** One change of the cart page: the action the no-JS form posts to, with that form's fields. */
export interface CartRequest extends QueuedChange {
  change: CartChange;
  /** The line whose form made it (its refusal shows there). */
  lineId: string;
  fields: readonly (readonly [string, string])[];
  /** What the change does once the server took it (before the page shows the new cart). */
  answered?: (answer: CartAnswer, before: EditorCart) => void;
  /** Once it failed: the server refused it (in its own words), or it never reached the server. */
  failed?: () => void;
}

export interface CartSync {
  cart: EditorCart;
  /** Lines with a change on its way or waiting for its turn. */
  pending: ReadonlySet<string>;
  /** Per line, the changes the server refused, in the tenant's language, until that form goes through. */
  refusals: Readonly<Record<string, LineRefusals>>;
  /** What a screen reader hears once every change went through: the new total. */
  announcement: string;
  push: (request: CartRequest, drops?: (waiting: CartRequest) => boolean) => void;
  /** The cart as the last answer priced it, and whether a line's change stands refused, for a timer's callback. */
  latest: () => EditorCart;
  refused: (lineId: string, change: CartChange) => boolean;
}

/** The shared cart store follows the page: the header count, the other tabs, other islands. */
function publish(cart: EditorCart, say: Say): void {
  cartChanged(cart.itemCount);
  const { lines, totals } = publishedCart(cart, say);
  setCartLines(lines, totals);
}

function announce(cart: EditorCart, say: Say): string {
  const total = say('cartEditor.updatedTotal', { total: cart.totals.total.text });
  return cart.totals.freeDelivery ? `${total} ${cart.totals.freeDelivery.label}` : total;
}

/**
 * The cart page's changes with JavaScript: each posts its fields to the same Astro Action its
 * no-JS form uses, one at a time (change-queue.ts), and the page shows the cart each answer
 * carries, every figure as the server priced it.
 */
export function useCartSync(initial: EditorCart, say: Say): CartSync {
  const [cart, setCart] = useState(initial);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [refusals, setShownRefusals] = useState<Record<string, LineRefusals>>({});
  const refusalsNow = useRef(refusals);
  const setRefusals = (change: (all: Record<string, LineRefusals>) => Record<string, LineRefusals>) => {
    refusalsNow.current = change(refusalsNow.current);
    setShownRefusals(refusalsNow.current);
  };
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef(initial);
  const waitingLines = useRef(new Map<string, number>());

  const track = (lineId: string, step: 1 | -1) => {
    const count = (waitingLines.current.get(lineId) ?? 0) + step;
    if (count > 0) waitingLines.current.set(lineId, count);
    else waitingLines.current.delete(lineId);
    setPending(new Set(waitingLines.current.keys()));
  };

  async function send(request: CartRequest): Promise<void> {
    const networkError = say('cartEditor.networkError');
    const body = new FormData();
    for (const [name, value] of request.fields) body.append(name, value);
    try {
      const answer = await call(actionPath(`cart.${request.change}`), cartAnswerSchema, {
        method: 'POST',
        body,
        fallbackMessage: networkError,
      });
      request.answered?.(answer, shown.current);
      shown.current = answer.cart;
      setCart(answer.cart);
      setRefusals((all) => withRefusal(all, request.lineId, request.change, undefined));
      publish(answer.cart, say);
    } catch (error) {
      if (refusedByServer(error)) {
        const message = error.message;
        setRefusals((all) => withRefusal(all, request.lineId, request.change, message));
      } else showToast('error', networkError);
      request.failed?.();
    } finally {
      track(request.lineId, -1);
    }
  }

  const queue = useRef<ChangeQueue<CartRequest> | null>(null);
  queue.current ??= new ChangeQueue(send, () => setAnnouncement(announce(shown.current, say)));

  const push = (request: CartRequest, drops?: (waiting: CartRequest) => boolean) => {
    setAnnouncement('');
    track(request.lineId, 1);
    const replaced = (waiting: CartRequest) => {
      const dropped = drops ? drops(waiting) : waiting.key === request.key;
      if (dropped) track(waiting.lineId, -1);
      return dropped;
    };
    queue.current?.push(request, replaced);
  };

  return {
    cart,
    pending,
    refusals,
    announcement,
    push,
    latest: () => shown.current,
    refused: (lineId, change) => refusalsNow.current[lineId]?.[change] !== undefined,
  };
}
