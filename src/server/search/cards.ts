import { formatMoney } from '../../lib/money';
import { percentBelow } from '../../lib/price/percent';
import { productUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
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
  } | null;
  rating: number;
  ratingCount: number;
  badges: string[];
  delivery: string[];
  /** The SKU the card adds to the cart: the product's only one, null when a variant must be chosen first (spec §5). */
  skuId: string | null;
  /** The product comes in several variants (colours, sizes), chosen on its page. */
  hasVariants: boolean;
}

export function productCard(doc: SearchDocument, tenant: Tenant, zone: SearchZone): ProductCard {
  const price = doc.prices[zone.priceGroupId];
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
        }
      : null,
    rating: doc.rating,
    ratingCount: doc.ratingCount,
    badges: doc.badges,
    delivery: deliveryOptions(doc, zone),
    skuId: doc.sku?.count === 1 ? doc.sku.id : null,
    hasVariants: (doc.sku?.count ?? 1) > 1,
  };
}
