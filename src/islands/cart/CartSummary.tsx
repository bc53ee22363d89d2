import type { EditorCart } from './cart-view';
import { summaryRows } from './summary-rows';
import type { Say } from './words';

interface Props {
  totals: EditorCart['totals'];
  say: Say;
  /** The way on to the checkout ("Continue"), a plain link that needs no JavaScript. */
  checkout?: { href: string; label: string } | undefined;
}

/** The cart's totals as the server priced them: products, services, discounts, delivery, total and Pix. */
export default function CartSummary({ totals, say, checkout }: Props) {
  return (
    <section className="rounded border border-gray-200 p-4 text-sm" aria-labelledby="cart-summary">
      <h2 id="cart-summary" className="mb-3 text-lg font-semibold">
        {say('site.cart.summary')}
      </h2>
      <dl className="space-y-2">
        {summaryRows(totals, say).map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold">
          <dt>{say('site.cart.total')}</dt>
          <dd data-cart-total>{totals.total.text}</dd>
        </div>
        {totals.pix && (
          <div className="flex justify-between gap-4 text-accent" data-cart-pix>
            <dt>{say('cartEditor.pixDiscount')}</dt>
            <dd>{`- ${totals.pix.discount.text}`}</dd>
          </div>
        )}
      </dl>
      {totals.pix && <p className="mt-2 font-semibold text-accent">{totals.pix.label}</p>}
      {/* Read out with the new total after each change (CartEditor's status line). */}
      {totals.freeDelivery && (
        <p className="mt-3 rounded bg-brand-light p-2 font-semibold text-brand-dark" data-free-delivery>
          {totals.freeDelivery.label}
        </p>
      )}
      {checkout && (
        <a
          href={checkout.href}
          className="mt-4 block rounded bg-brand px-4 py-3 text-center font-semibold text-white"
          data-checkout-link
        >
          {checkout.label}
        </a>
      )}
    </section>
  );
}
