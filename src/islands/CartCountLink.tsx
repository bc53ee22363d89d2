import { useStore } from '@nanostores/react';
import { interpolate } from '../lib/messages/interpolate';
import { $cart } from '../stores/cart';

interface Props {
  href: string;
  label: string;
  /** "Carro, {count, plural, …}": what a screen reader hears. */
  countTemplate: string;
  /** The page language, whose plural rules choose the form of the count. */
  lang: string;
  /** The count the server knew (pages that are private anyway: cart, account); else none until the shopper call. */
  initialCount?: number | undefined;
}

/** The header's link to the cart with the number of units in it, kept current by every add and change. */
export default function CartCountLink({ href, label, countTemplate, lang, initialCount }: Props) {
  const { count: loaded } = useStore($cart, { keys: ['count'], ssr: 'initial' });
  const count = loaded ?? initialCount;
  return (
    <a
      href={href}
      className="hover:underline"
      aria-label={count === undefined ? label : interpolate(countTemplate, { count }, lang)}
    >
      {label}{' '}
      {/* Until the count is known its place is kept (invisible), so that it appears without moving the page. */}
      <span
        data-cart-count
        className={`inline-block min-w-[2.5ch] rounded-full bg-white px-2 text-center text-brand tabular-nums ${count === undefined ? 'invisible' : ''}`}
        aria-hidden={count === undefined ? true : undefined}
      >
        {count ?? 0}
      </span>
    </a>
  );
}
