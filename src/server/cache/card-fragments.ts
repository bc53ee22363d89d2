import type { KeptFragment } from '../render/kept-fragment';
import { fragmentBytes } from '../render/kept-fragment';
import type { ProductCard } from '../search/cards';
import { FragmentStore } from './fragment-store';

/**
 * The process's kept product cards (CARD_CACHE_MB, README "Configuration"): one store, however
 * many bundle chunks import this module. 0 turns it off: every card is rendered for its page.
 */
export const defaultCardCacheMegabytes = 16;

export function cardCacheMegabytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CARD_CACHE_MB?.trim();
  if (raw === undefined || raw === '') return defaultCardCacheMegabytes;
  const megabytes = Number(raw);
  return Number.isFinite(megabytes) && megabytes >= 0 ? megabytes : defaultCardCacheMegabytes;
}

const slot = Symbol.for('andamio.cardFragments');
type Holder = { [slot]?: FragmentStore<KeptFragment> | null };

export function cardFragments(): FragmentStore<KeptFragment> | null {
  const holder = globalThis as Holder;
  if (holder[slot] === undefined) {
    const megabytes = cardCacheMegabytes();
    holder[slot] = megabytes > 0 ? new FragmentStore(Math.round(megabytes * 1024 * 1024), fragmentBytes) : null;
  }
  return holder[slot];
}

export interface CardShown {
  tenant: string;
  product: ProductCard;
  zoneLabel: string | undefined;
  sponsoredLabel: string | undefined;
  headingLevel: 2 | 3;
  /** The card's title id on its page (a product shown twice gets a second one). */
  titleId: string;
  /** The content hash of the product's photo, when it is a retailer's original: a replaced photo has new variant URLs. */
  photoHash: string | undefined;
}

/**
 * The key of a card: everything it shows. The card is worked out from the search index for the
 * shopper's zone (src/server/search/cards.ts), so its price is the zone's price group's, its
 * delivery options the zone's and its stock today's: a price feed, an order that sells the last
 * unit or another zone gives another key, with no revision to read and no entry to drop. The
 * tenant gives the language and the words.
 */
export function cardFragmentKey(card: CardShown): string {
  return JSON.stringify([
    card.tenant,
    card.titleId,
    card.headingLevel,
    card.zoneLabel ?? null,
    card.sponsoredLabel ?? null,
    card.photoHash ?? null,
    card.product,
  ]);
}
