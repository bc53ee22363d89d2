import type { ReactNode } from 'react';
import type { CardAddWords } from './add-to-cart/words';
import CardAddToCart from './CardAddToCart';
import CompareToggle, { type CompareToggleProps } from './CompareToggle';
import WishListButton, { type WishListWords } from './WishListButton';

interface Props {
  compare: CompareToggleProps;
  /** The card's add-to-cart words, when its `add` slot is the one-unit form (else a link to choose options). */
  addWords?: CardAddWords | undefined;
  /** The product's name, for the toast that confirms the add. */
  name: string;
  /** The add-to-my-list words, when the card has that form (its `lists` slot). */
  listWords?: WishListWords | undefined;
  loginHref: string;
  /** The card's price, server-rendered. */
  children?: ReactNode;
  /** Its delivery options, server-rendered. */
  delivery?: ReactNode;
  /** Its add-to-cart form or its "choose options" link. */
  add?: ReactNode;
  /** Its add-to-my-list form. */
  lists?: ReactNode;
}

/**
 * What a shopper can do from a listing card: compare it, add one unit to the cart, add it to a
 * list. One island for the three, loaded when the shopper first reaches for the card's lower part:
 * a page of cards carries a third of the islands, each costing the server a render and the page
 * its markup. Until then, and without JavaScript, the card's forms and links work as they are.
 */
export default function CardActions({ compare, addWords, name, listWords, loginHref, ...slots }: Props) {
  return (
    <>
      <CompareToggle {...compare} />
      {slots.children}
      <div className="mt-auto pt-2 text-xs text-ink-soft">
        {slots.delivery}
        {slots.add && addWords ? (
          <CardAddToCart words={addWords} name={name}>
            {slots.add}
          </CardAddToCart>
        ) : (
          slots.add
        )}
        {slots.lists && listWords && (
          <WishListButton words={listWords} loginHref={loginHref}>
            {slots.lists}
          </WishListButton>
        )}
      </div>
    </>
  );
}
