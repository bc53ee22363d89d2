import type { Ref } from 'react';
import type { Say } from './words';

interface Props {
  homeHref: string;
  say: Say;
  headingRef: Ref<HTMLHeadingElement>;
}

/** What the cart page shows once nothing is left in the cart. */
export default function EmptyCart({ homeHref, say, headingRef }: Props) {
  return (
    <section className="rounded border border-gray-200 p-6 text-center">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {say('site.cart.empty')}
      </h2>
      <p className="mt-2 text-ink-soft">{say('site.cart.emptyBody')}</p>
      <a href={homeHref} className="mt-4 inline-block rounded bg-brand px-4 py-2 text-white">
        {say('site.cart.continue')}
      </a>
    </section>
  );
}
