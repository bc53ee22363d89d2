import { useEffect } from 'react';
import CartLineItem from './cart/CartLineItem';
import CartSummary from './cart/CartSummary';
import type { CartChange, EditorCart, RemovedLine } from './cart/cart-view';
import EmptyCart from './cart/EmptyCart';
import type { LineTools } from './cart/line-tools';
import type { QuantityBounds } from './cart/quantity-draft';
import RemovedLineRow from './cart/RemovedLineRow';
import { useCartEditing } from './cart/use-cart-editing';
import { useHydrated } from './cart/use-hydrated';
import { type CartEditorWords, sayer } from './cart/words';

interface Props {
  /** The cart as the server priced it for this page (src/islands/cart/cart-view.ts editorCart). */
  cart: EditorCart;
  words: CartEditorWords;
  /** The page's language, for the plural of a count. */
  lang: string;
  /** Each change's no-JS form target (`?_action=cart.update`…), from astro:actions. */
  formActions: Readonly<Record<CartChange, string>>;
  quantityBounds: QuantityBounds;
  homeHref: string;
  checkout?: { href: string; label: string };
  /** A line a form without JavaScript just removed, with the product's name: the page offers its undo. */
  removed?: { line: RemovedLine; name: string } | null;
}

/**
 * The cart page's lines and totals. The server renders it whole, with plain forms that post to
 * the cart's Astro Actions and come back with a redirect; with JavaScript every change applies
 * as it is made (a stepper, radio buttons, boxes, a removal with its undo) through the same
 * actions, and the page shows the cart each answer carries, without reloading.
 */
export default function CartEditor({
  cart: initial,
  words,
  lang,
  formActions,
  quantityBounds,
  homeHref,
  checkout,
  removed,
}: Props) {
  const say = sayer(words, lang);
  const editing = useCartEditing(initial, say, quantityBounds, removed ?? null);
  const hydrated = useHydrated();
  const tools: LineTools = { say, formActions, quantityBounds, hydrated, editing };
  const { cart, rows, refusals, focus } = editing;
  // A removal moves the focus to its undo; an undo, to the line back in place.
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);
  const list = (
    <ul>
      {rows.map((row) =>
        row.kind === 'line' ? (
          <CartLineItem
            key={row.line.lineId}
            line={row.line}
            tools={tools}
            refusals={refusals[row.line.lineId]}
            pending={editing.pending.has(row.line.lineId)}
          />
        ) : (
          <RemovedLineRow
            key={`removed-${row.removal.removed.lineId}`}
            removal={row.removal}
            tools={tools}
            refusals={refusals[row.removal.removed.lineId]}
          />
        ),
      )}
    </ul>
  );
  return (
    <>
      {/* Only with JavaScript: without it the page's own status line says a change went through. */}
      {hydrated && (
        <p role="status" className="sr-only">
          {editing.announcement}
        </p>
      )}
      {cart.lines.length === 0 ? (
        <>
          {list}
          <EmptyCart homeHref={homeHref} say={say} />
        </>
      ) : (
        <div className="grid gap-6 md:grid-cols-[1fr_320px]">
          <section aria-labelledby="cart-lines" className="min-w-0">
            <h2 id="cart-lines" className="sr-only">
              {say('site.cart.lines')}
            </h2>
            {list}
          </section>
          <CartSummary totals={cart.totals} say={say} checkout={checkout} />
        </div>
      )}
    </>
  );
}
