import { translator } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import { percentBelow } from '../../lib/price/percent';
import { badgesWithPrice } from '../../lib/price/price-badges';
import { priceLines } from '../../lib/price/price-lines';
import { productUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import type { SearchIndex } from './build-index';
import { deliveryOptions } from './facet-filters';
import type { SearchDocument, SearchZone } from './types';

/** What a product card shows in listings, typeahead and carousels, for the shopper's zone. */
export interface ProductCard {
  id: string;
  name: string;
  url: string;
  brand: string;
  image: string | null;
  price: {
    current: number;
    regular: number;
    currentText: string;
    regularText: string;
    discountPercent: number;
    /** Prices with a condition, each on its own labelled line: the CMR card price, the pro tier (docs/search-and-listings.md). */
    conditional: { role: 'card' | 'pro'; type: string; amount: number; text: string; label: string }[];
  } | null;
  rating: number;
  ratingCount: number;
  badges: string[];
  delivery: string[];
  /** The SKU the card adds to the cart: the product's only one, null when a variant must be chosen first (docs/search-and-listings.md). */
  skuId: string | null;
  /** The product comes in several variants (colours, sizes), chosen on its page. */
  hasVariants: boolean;
}

/** The card's CMR and pro lines, and the same price block the product page reads its badges from. */
function conditionalPrices(doc: SearchDocument, tenant: Tenant, priceGroupId: string) {
  const list = doc.priceLists?.[priceGroupId];
  const shown = list ? priceLines(list, tenant) : ({ status: 'noPrice' } as const);
  const t = translator(tenant.lang);
  const lines =
    shown.status === 'priced'
      ? shown.lines.flatMap((line) =>
          line.role === 'card' || line.role === 'pro'
            ? [
                {
                  role: line.role,
                  type: line.type,
                  amount: line.amountMinor,
                  text: formatMoney(line.amountMinor, tenant),
                  label: t(line.label.key, line.label.params),
                },
              ]
            : [],
        )
      : [];
  return { lines, badges: badgesWithPrice(doc.badges, shown) };
}

export function productCard(doc: SearchDocument, tenant: Tenant, zone: SearchZone): ProductCard {
  const price = doc.prices[zone.priceGroupId];
  const conditional = conditionalPrices(doc, tenant, zone.priceGroupId);
  return {
    id: doc.id,
    name: doc.name,
    url: productUrl(tenant, { productId: doc.id, name: doc.name }),
    brand: doc.brand.name,
    image: doc.image,
    price: price
      ? {
          current: price.current,
          regular: price.regular,
          currentText: formatMoney(price.current, tenant),
          regularText: formatMoney(price.regular, tenant),
          discountPercent: percentBelow(price.current, price.regular),
          conditional: conditional.lines,
        }
      : null,
    rating: doc.rating,
    ratingCount: doc.ratingCount,
    // A price badge never shows without its price (price-badges.ts).
    badges: conditional.badges,
    delivery: deliveryOptions(doc, zone),
    skuId: doc.sku?.count === 1 ? doc.sku.id : null,
    hasVariants: (doc.sku?.count ?? 1) > 1,
  };
}

/**
 * The cards of the first `limit` products of `ids` whose card `keep` accepts, in that order. A card
 * is made only for a product looked at: a rail asks the search for three to eight times the
 * products it shows, to have enough left once those without a price in the zone are left out.
 */
export function firstCards(
  index: SearchIndex,
  ids: Iterable<string>,
  options: { tenant: Tenant; zone: SearchZone; limit: number; keep: (card: ProductCard) => boolean },
): ProductCard[] {
  const cards: ProductCard[] = [];
  for (const id of ids) {
    if (cards.length >= options.limit) break;
    const doc = index.docById(id);
    if (doc === undefined) continue;
    const card = productCard(doc, options.tenant, options.zone);
    if (options.keep(card)) cards.push(card);
  }
  return cards;
}
