import { useEffect, useRef } from 'react';
import CartLineItem from './cart/CartLineItem';
import CartSummary from './cart/CartSummary';
import type { CartChange, EditorCart } from './cart/cart-view';
import EmptyCart from './cart/EmptyCart';
import type { DeliveryChoice, LineTools } from './cart/line-tools';
import { useCartEditing } from './cart/use-cart-editing';
import { useHydrated } from './cart/use-hydrated';
import { type CartEditorWords, sayer } from './cart/words';

interface Props {
  /** The cart as the server priced it for this page (src/islands/cart/cart-view.ts editorCart). */
  cart: EditorCart;
  words: CartEditorWords;
  methods: readonly DeliveryChoice[];
  stores: readonly { id: string; name: string }[];
  /** Each change's no-JS form target (`?_action=cart.update`…), from astro:actions. */
  formActions: Readonly<Record<CartChange, string>>;
  quantityBounds: { min: number; max: number };
  homeHref: string;
  checkout?: { href: string; label: string };
}

/**
 * The cart page's lines and totals. The server renders it whole, with plain forms that post to
 * the cart's Astro Actions and come back with a redirect; with JavaScript each form posts to the
 * same action in place, and the page shows the cart the action answered, without reloading.
 */
export default function CartEditor({
  cart: initial,
  words,
  methods,
  stores,
  formActions,
  quantityBounds,
  homeHref,
  checkout,
}: Props) {
  const say = sayer(words);
  const { cart, pendingLine, refusals, announcement, removals, submit } = useCartEditing(initial, say);
  const hydrated = useHydrated();
  const tools: LineTools = { say, formActions, submit, quantityBounds, hydrated };
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed line takes the focus with it: it moves to the list's heading (or the empty cart's).
  useEffect(() => {
    if (removals > 0) heading.current?.focus();
  }, [removals]);
  return (
    <>
      {/* Only with JavaScript: without it the page's own status line says a change went through. */}
      {hydrated && (
        <p role="status" className="sr-only">
          {announcement}
        </p>
      )}
      {cart.lines.length === 0 ? (
        <EmptyCart homeHref={homeHref} say={say} headingRef={heading} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
          <section aria-labelledby="cart-lines">
            <h2 id="cart-lines" ref={heading} tabIndex={-1} className="sr-only">
              {say('site.cart.lines')}
            </h2>
            <ul>
              {cart.lines.map((line) => (
                <CartLineItem
                  key={line.lineId}
                  line={line}
                  methods={methods}
                  stores={stores}
                  tools={tools}
                  refusals={refusals[line.lineId]}
                  pending={pendingLine === line.lineId}
                />
              ))}
            </ul>
          </section>
          <CartSummary totals={cart.totals} say={say} checkout={checkout} />
        </div>
      )}
    </>
  );
}
