/**
 * Which Merchant Center attribute a field of Andamio's records came from, so that a bad row names
 * what the retailer wrote ("gtin", "additional_image_link"), not our model's field ("ean").
 */
const byField: Record<string, Record<string, string>> = {
  category: { name: 'product_type', parentId: 'product_type' },
  brand: { name: 'brand' },
  product: {
    id: 'item_group_id',
    name: 'title',
    description: 'description',
    brandId: 'brand',
    categoryId: 'product_type',
    gtin: 'gtin',
    m2PerBox: 'unit_pricing_measure',
    dataSheet: 'product_detail',
    'dimensions.depthCm': 'shipping_length',
    'dimensions.widthCm': 'shipping_width',
    'dimensions.heightCm': 'shipping_height',
    'dimensions.weightKg': 'shipping_weight',
  },
  sku: { id: 'id', productId: 'item_group_id', color: 'color', size: 'size', ean: 'gtin' },
  prices: { skuId: 'id', priceGroup: 'price', prices: 'price' },
  stock: { skuId: 'id', storeId: 'availability', quantity: 'availability' },
};

/** The attribute behind `path` ("gallery.2.url", "prices.0.amount") of a record of `kind`. */
export function sourceField(kind: string, path: string): string {
  const [head, index] = path.split('.');
  if (head === 'gallery') return index === '0' ? 'image_link' : 'additional_image_link';
  const fields = byField[kind] ?? {};
  return fields[path] ?? fields[head ?? ''] ?? path;
}
