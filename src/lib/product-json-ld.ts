import { type BreadcrumbItem, breadcrumbJsonLd } from './breadcrumb-json-ld';
import { type Money, type OfferPrice, offerJsonLd, type ReturnsInput, type ShippingInput } from './offer-json-ld';
import type { StockState } from './stock';

export { majorUnits } from './offer-json-ld';

/**
 * schema.org JSON-LD of a product page (docs/seo-and-urls.md SEO; Google's merchant listing and product
 * variant markup): a product of one SKU is a Product with its Offer; a product of several SKUs is
 * a ProductGroup (productGroupID, variesBy) whose hasVariant lists each SKU as a Product with its
 * own URL, pictures, GTIN and Offer. Offers carry the displayed price (the regular one as a
 * StrikethroughPrice), shipping in the page's zone and the return policy. AggregateRating only
 * with reviews; a BreadcrumbList beside it.
 */
export interface VariantInput {
  sku: string;
  /** The SKU's EAN: the GTIN the same item carries on every site that sells it. */
  gtin?: string | null | undefined;
  url: string;
  color?: string | null | undefined;
  size?: string | null | undefined;
  /** Absolute URLs of the SKU's pictures (still images only). */
  images: string[];
  price: OfferPrice | null;
  stock: StockState;
  shipping: ShippingInput | null;
}

export interface ProductJsonLdInput {
  /** The product's own URL (no SKU): the group's. */
  url: string;
  /** The product id: the ProductGroup's productGroupID. */
  productId: string;
  name: string;
  brand: string;
  description: string;
  currency: Money;
  /** Decimals the site shows: the JSON-LD price must equal the displayed one. */
  precision: number;
  /** Every SKU of the product, in the catalogue's order; one is a plain Product. */
  variants: VariantInput[];
  returns: ReturnsInput | null;
  rating: { average: number; count: number };
  breadcrumb: BreadcrumbItem[];
}

// schema.org names a GTIN by its length; anything else is not a GTIN and is left out
function gtinOf(value: string | null | undefined): Record<string, string> {
  const gtin = value?.trim() ?? '';
  return /^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin) ? { [`gtin${gtin.length}`]: gtin } : {};
}

function variantProduct(input: ProductJsonLdInput, variant: VariantInput, grouped: boolean): Record<string, unknown> {
  const facets = [variant.color, variant.size].filter((part): part is string => Boolean(part));
  const product: Record<string, unknown> = {
    '@type': 'Product',
    // a variant's name tells it apart from its siblings, as Google's variant markup asks
    name: grouped && facets.length > 0 ? `${input.name} ${facets.join(' ')}` : input.name,
    sku: variant.sku,
    ...gtinOf(variant.gtin),
    url: variant.url,
    image: variant.images,
    ...(variant.color ? { color: variant.color } : {}),
    ...(variant.size ? { size: variant.size } : {}),
  };
  if (!grouped) {
    product.description = input.description;
    product.brand = { '@type': 'Brand', name: input.brand };
  }
  if (variant.price)
    product.offers = offerJsonLd({
      url: variant.url,
      currency: input.currency,
      precision: input.precision,
      price: variant.price,
      stock: variant.stock,
      shipping: variant.shipping,
      returns: input.returns,
    });
  return product;
}

function ratingOf(input: ProductJsonLdInput): Record<string, unknown> {
  if (input.rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: input.rating.average,
      reviewCount: input.rating.count,
    },
  };
}

export function productJsonLd(input: ProductJsonLdInput): object[] {
  const breadcrumb = breadcrumbJsonLd(input.breadcrumb);
  const [only] = input.variants;
  if (input.variants.length === 1 && only)
    return [
      { '@context': 'https://schema.org', ...variantProduct(input, only, false), ...ratingOf(input) },
      breadcrumb,
    ];
  const variesBy = [
    ...(input.variants.some((variant) => variant.color) ? ['https://schema.org/color'] : []),
    ...(input.variants.some((variant) => variant.size) ? ['https://schema.org/size'] : []),
  ];
  const group = {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    '@id': `${input.url}#product`,
    name: input.name,
    url: input.url,
    description: input.description,
    brand: { '@type': 'Brand', name: input.brand },
    productGroupID: input.productId,
    variesBy,
    ...ratingOf(input),
    hasVariant: input.variants.map((variant) => variantProduct(input, variant, true)),
  };
  return [group, breadcrumb];
}

/** JSON for a <script> element: "<" escaped so a name can never close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
