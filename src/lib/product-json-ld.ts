import type { StockState } from './stock';

/**
 * schema.org JSON-LD of a product page (spec §2 SEO): Product with its Offer, where
 * offers.price is the displayed current price and the regular price is a
 * StrikethroughPrice priceSpecification; the GTIN when the SKU has one; AggregateRating only
 * with reviews; BreadcrumbList.
 */
export interface ProductJsonLdInput {
  url: string;
  name: string;
  sku: string;
  /** The selected SKU's EAN: the GTIN the same item carries on every site that sells it. */
  gtin?: string | null | undefined;
  brand: string;
  description: string;
  images: string[];
  currency: { code: string; minorDigits: number };
  /** Decimals the site shows: the JSON-LD price must equal the displayed one. */
  precision: number;
  price: { current: number; regular: number } | null;
  stock: StockState;
  rating: { average: number; count: number };
  breadcrumb: { name: string; url: string }[];
}

const availability: Record<StockState, string> = {
  available: 'https://schema.org/InStock',
  critical: 'https://schema.org/LimitedAvailability',
  outOfStock: 'https://schema.org/OutOfStock',
  temporarilyUnavailable: 'https://schema.org/OutOfStock',
};

/** Minor units to the major-unit decimal string the page shows: 129990 BRL → "1299.90", 49990 CLP → "49990". */
export function majorUnits(amountMinor: number, minorDigits: number, precision: number): string {
  const shown = Math.min(precision, minorDigits);
  return (amountMinor / 10 ** minorDigits).toFixed(shown);
}

export function productJsonLd(input: ProductJsonLdInput): object[] {
  const money = (amount: number) => majorUnits(amount, input.currency.minorDigits, input.precision);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    url: input.url,
    image: input.images,
    description: input.description,
    brand: { '@type': 'Brand', name: input.brand },
  };
  // schema.org names a GTIN by its length; anything else is not a GTIN and is left out
  const gtin = input.gtin?.trim() ?? '';
  if (/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) product[`gtin${gtin.length}`] = gtin;
  if (input.price) {
    const offer: Record<string, unknown> = {
      '@type': 'Offer',
      url: input.url,
      price: money(input.price.current),
      priceCurrency: input.currency.code,
      availability: availability[input.stock],
    };
    if (input.price.regular > input.price.current)
      offer.priceSpecification = {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: money(input.price.regular),
        priceCurrency: input.currency.code,
      };
    product.offers = offer;
  }
  if (input.rating.count > 0)
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: input.rating.average,
      reviewCount: input.rating.count,
    };
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: input.breadcrumb.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
  return [product, breadcrumb];
}

/** JSON for a <script> element: "<" escaped so a name can never close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
