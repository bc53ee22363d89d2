import type { Say } from './words';

interface Props {
  homeHref: string;
  say: Say;
}

/** What the cart page shows once nothing is left in the cart (below the undo of what was removed). */
export default function EmptyCart({ homeHref, say }: Props) {
  return (
    <section className="mt-4 rounded border border-gray-200 p-6 text-center">
      <h2 className="text-lg font-semibold">{say('site.cart.empty')}</h2>
      <p className="mt-2 text-ink-soft">{say('site.cart.emptyBody')}</p>
      <a href={homeHref} className="mt-4 inline-block rounded bg-brand px-4 py-2 text-white">
        {say('site.cart.continue')}
      </a>
    </section>
  );
}
