import { type FormEvent, useRef, useState } from 'react';
import { cartChanged, setCartLines } from '../../stores/cart';
import { actionPath, call } from '../../stores/client';
import { showToast } from '../../stores/toasts';
import { type CartChange, cartAnswerSchema, type EditorCart } from './cart-view';
import { refusedByServer } from './refusal';
import { summaryRows } from './summary-rows';
import type { Say } from './words';

/** A change of a line the server refused, and its words. */
export interface LineError {
  change: CartChange;
  message: string;
}

export interface CartEditing {
  cart: EditorCart;
  /** The line whose change is on its way to the server. */
  pendingLine: string | null;
  /** Per line, the server's refusal of its last change, in the tenant's language. */
  errors: Readonly<Record<string, LineError>>;
  /** What a screen reader hears after a change went through. */
  announcement: string;
  /** Lines removed so far: the editor moves the focus once the removed line is gone. */
  removals: number;
  /** The submit handler of one line's form: posts the form to its action and shows the answer. */
  submit: (change: CartChange, lineId: string) => (event: FormEvent<HTMLFormElement>) => void;
}

/** The shared cart store follows the page: the header count, the other tabs, other islands. */
function publish(cart: EditorCart, say: Say): void {
  cartChanged(cart.itemCount);
  setCartLines(
    cart.lines.map((line) => ({
      lineId: line.lineId,
      skuId: line.skuId,
      name: line.name ?? say('site.cart.unknownProduct'),
      quantity: line.quantity,
    })),
    [...summaryRows(cart.totals, say), { label: say('site.cart.total'), value: cart.totals.total.text }].map((row) => ({
      label: row.label,
      amountText: row.value,
    })),
  );
}

/**
 * The cart page's changes with JavaScript: each form posts its own fields to the same Astro
 * Action the no-JS form uses, and every figure shown afterwards is the one the action answered.
 * One change at a time: a form built from the cart before an answer could undo that answer.
 */
export function useCartEditing(initial: EditorCart, say: Say): CartEditing {
  const [cart, setCart] = useState(initial);
  const [pendingLine, setPendingLine] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, LineError>>({});
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
      setErrors(({ [lineId]: _solved, ...others }) => others);
      setAnnouncement(say('site.cart.updated'));
      if (change === 'remove') setRemovals((count) => count + 1);
      publish(answer.cart, say);
    } catch (error) {
      if (refusedByServer(error)) setErrors((others) => ({ ...others, [lineId]: { change, message: error.message } }));
      else showToast('error', networkError);
    }
  }

  const submit = (change: CartChange, lineId: string) => (event: FormEvent<HTMLFormElement>) => {
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

  return { cart, pendingLine, errors, announcement, removals, submit };
}
