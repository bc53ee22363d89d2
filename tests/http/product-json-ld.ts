/**
 * The product a product page's JSON-LD describes as shown: the Product of a product of one SKU,
 * or, in a product of several SKUs (a ProductGroup), the variant of the page's SKU (its first when
 * the URL names none).
 */
export interface ProductNode {
  '@type'?: string;
  sku?: string;
  gtin13?: string;
  url?: string;
  offers?: { price?: string | number; priceCurrency?: string; availability?: string; priceValidUntil?: string };
  hasVariant?: ProductNode[];
  [key: string]: unknown;
}

export function shownProductOf(documents: readonly unknown[], skuId?: string): ProductNode | undefined {
  const nodes = documents as ProductNode[];
  const single = nodes.find((node) => node?.['@type'] === 'Product');
  if (single) return single;
  const variants = nodes.find((node) => node?.['@type'] === 'ProductGroup')?.hasVariant ?? [];
  return skuId === undefined ? variants[0] : variants.find((variant) => variant.sku === skuId);
}
