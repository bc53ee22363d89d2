import { type SubmitEvent, useRef, useState } from 'react';
import { cartChanged, setCartLines } from '../../stores/cart';
import { actionPath, call } from '../../stores/client';
import { showToast } from '../../stores/toasts';
import { type CartChange, cartAnswerSchema, type EditorCart } from './cart-view';
import { publishedCart } from './published-cart';
import { type LineRefusals, refusedByServer, withRefusal } from './refusal';
import type { Say } from './words';

export interface CartEditing {
  cart: EditorCart;
  /** The line whose change is on its way to the server. */
  pendingLine: string | null;
  /** Per line, the changes the server refused, in the tenant's language, until that form goes through. */
  refusals: Readonly<Record<string, LineRefusals>>;
  /** What a screen reader hears after a change went through. */
  announcement: string;
  /** Lines removed so far: the editor moves the focus once the removed line is gone. */
  removals: number;
  /** The submit handler of one line's form: posts the form to its action and shows the answer. */
  submit: (change: CartChange, lineId: string) => (event: SubmitEvent<HTMLFormElement>) => void;
}

/** The shared cart store follows the page: the header count, the other tabs, other islands. */
function publish(cart: EditorCart, say: Say): void {
  cartChanged(cart.itemCount);
  const { lines, totals } = publishedCart(cart, say);
  setCartLines(lines, totals);
}

/**
 * The cart page's changes with JavaScript: each form posts its own fields to the same Astro
 * Action the no-JS form uses, and every figure shown afterwards is the one the action answered.
 * One change at a time: a form built from the cart before an answer could undo that answer.
 */
export function useCartEditing(initial: EditorCart, say: Say): CartEditing {
  const [cart, setCart] = useState(initial);
  const [pendingLine, setPendingLine] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, LineRefusals>>({});
  const [announcement, setAnnouncement] = useState('');
  const [removals, setRemovals] = useState(0);
  const busy = useRef(false);

  async function send(change: CartChange, lineId: string, body: FormData): Promise<void> {
    const networkError = say('cartEditor.networkError');
    try {
      const answer = await call(actionPath(`cart.${change}`), cartAnswerSchema, {
        method: 'POST',
        body,
        fallbackMessage: networkError,
      });
      setCart(answer.cart);
      setRefusals((all) => withRefusal(all, lineId, change, undefined));
      setAnnouncement(say('site.cart.updated'));
      if (change === 'remove') setRemovals((count) => count + 1);
      publish(answer.cart, say);
    } catch (error) {
      if (refusedByServer(error)) {
        const message = error.message;
        setRefusals((all) => withRefusal(all, lineId, change, message));
      } else showToast('error', networkError);
    }
  }

  const submit = (change: CartChange, lineId: string) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setPendingLine(lineId);
    setAnnouncement('');
    void send(change, lineId, new FormData(event.currentTarget)).finally(() => {
      busy.current = false;
      setPendingLine(null);
    });
  };

  return { cart, pendingLine, refusals, announcement, removals, submit };
}
