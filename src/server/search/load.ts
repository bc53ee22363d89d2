import { anonymousViewer, groupByLine } from '../../lib/price/combinations';
import { displayedPrice } from '../../lib/price/displayed-price';
import type { PriceEntry, PriceType } from '../../lib/price/price-entry';
import { slugify } from '../../lib/slug';
import type { NodeSqliteDatabase } from '../db/node-sqlite';
import type { SearchDocument } from './types';

interface ProductRow {
  id: string;
  name: string;
  slug: string;
  brand_id: string;
  brand_name: string;
  brand_slug: string;
  category_id: string;
  data_sheet: string;
  rating_average: number;
  rating_count: number;
  sold_week: number;
  created_at: string;
  shipping_type: string;
  gallery: string;
  badges: string;
}

/**
 * Reads one tenant's products into search documents: the displayed price of each product's
 * first SKU in every price group (spec §4), colours of all its SKUs, stock summed per store.
 * Raw SQL on purpose: a few large scans, not row-by-row queries.
 */
export function loadSearchDocuments(db: NodeSqliteDatabase, tenant: string): SearchDocument[] {
  const raw = db.raw;
  const categories = new Map<string, { id: string; name: string; parent: string | null }>();
  for (const row of raw.prepare('SELECT id, name, parent_id FROM categories WHERE tenant = ?').all(tenant)) {
    const category = row as { id: string; name: string; parent_id: string | null };
    categories.set(category.id, { id: category.id, name: category.name, parent: category.parent_id });
  }
  // One path per leaf category and one brand object per brand, shared by their products.
  const paths = new Map<string, SearchDocument['categories']>();
  const pathOf = (leaf: string) => {
    let path = paths.get(leaf);
    if (path === undefined) {
      path = rootToLeaf(leaf);
      paths.set(leaf, path);
    }
    return path;
  };
  const brands = new Map<string, SearchDocument['brand']>();
  const brandOf = (product: ProductRow) => {
    let brand = brands.get(product.brand_id);
    if (brand === undefined) {
      brand = { id: product.brand_id, name: product.brand_name, slug: product.brand_slug };
      brands.set(product.brand_id, brand);
    }
    return brand;
  };
  const rootToLeaf = (leaf: string) => {
    const path: { id: string; name: string }[] = [];
    for (let id: string | null = leaf; id !== null; ) {
      const category = categories.get(id);
      if (!category || path.length > 10) break;
      path.unshift({ id: category.id, name: category.name });
      id = category.parent;
    }
    return path;
  };

  const colors = new Map<string, SearchDocument['colors']>();
  const firstSku = new Map<string, string>();
  // Only coloured SKUs and each product's first SKU matter here.
  const skuRows = raw.prepare(`
    SELECT id, product_id, color, color_hex FROM skus
    WHERE tenant = ? AND (color IS NOT NULL OR position = 0) ORDER BY product_id, position`);
  for (const row of skuRows.all(tenant)) {
    const sku = row as { id: string; product_id: string; color: string | null; color_hex: string | null };
    if (!firstSku.has(sku.product_id)) firstSku.set(sku.product_id, sku.id);
    if (sku.color) {
      const list = colors.get(sku.product_id) ?? [];
      const slug = slugify(sku.color);
      if (!list.some((color) => color.slug === slug)) list.push({ slug, name: sku.color, hex: sku.color_hex });
      colors.set(sku.product_id, list);
    }
  }

  // Every SKU's size and codes: the product page prints the SKU id as its code, the box the EAN.
  const sizes = new Map<string, string[]>();
  const codes = new Map<string, string[]>();
  for (const row of raw.prepare('SELECT id, product_id, size, ean FROM skus WHERE tenant = ?').all(tenant)) {
    const sku = row as { id: string; product_id: string; size: string | null; ean: string };
    push(codes, sku.product_id, sku.id, sku.ean);
    if (sku.size && !sizes.get(sku.product_id)?.includes(sku.size)) push(sizes, sku.product_id, sku.size);
  }

  const skuCounts = new Map<string, number>();
  const countRows = raw.prepare('SELECT product_id, count(*) AS n FROM skus WHERE tenant = ? GROUP BY product_id');
  for (const row of countRows.all(tenant)) {
    const count = row as { product_id: string; n: number };
    skuCounts.set(count.product_id, count.n);
  }

  const lists = new Map<string, Map<string, PriceEntry[]>>();
  // Listings show the price of each product's first SKU.
  const priceRows = raw.prepare(`
    SELECT p.sku_id, p.price_group_id, p.type, p.amount, p.unit
    FROM prices p JOIN skus s ON s.tenant = p.tenant AND s.id = p.sku_id AND s.position = 0
    WHERE p.tenant = ? ORDER BY p.sku_id, p.price_group_id, p.position`);
  for (const row of priceRows.all(tenant)) {
    const price = row as { sku_id: string; price_group_id: string; type: string; amount: number; unit: string | null };
    const byGroup = lists.get(price.sku_id) ?? new Map<string, PriceEntry[]>();
    const list = byGroup.get(price.price_group_id) ?? [];
    list.push({ type: price.type as PriceType, price: price.amount, ...(price.unit ? { unit: price.unit } : {}) });
    byGroup.set(price.price_group_id, list);
    lists.set(price.sku_id, byGroup);
  }

  const stock = new Map<string, Map<string, number>>();
  // Units per product and store, summed over the product's SKUs by SQLite itself.
  const stockRows = raw.prepare(`
    SELECT s.product_id, st.store_id, SUM(st.quantity) AS quantity
    FROM stock st JOIN skus s ON s.tenant = st.tenant AND s.id = st.sku_id
    WHERE st.tenant = ? AND st.quantity > 0 GROUP BY s.product_id, st.store_id`);
  for (const row of stockRows.all(tenant)) {
    const level = row as { product_id: string; store_id: string; quantity: number };
    const byStore = stock.get(level.product_id) ?? new Map<string, number>();
    byStore.set(level.store_id, level.quantity);
    stock.set(level.product_id, byStore);
  }

  const productRows = raw.prepare(`
    SELECT p.id, p.name, p.slug, p.brand_id, b.name AS brand_name, b.slug AS brand_slug, p.category_id,
           p.data_sheet, p.rating_average, p.rating_count, p.sold_week, p.created_at, p.shipping_type,
           p.gallery, p.badges
    FROM products p JOIN brands b ON b.tenant = p.tenant AND b.id = p.brand_id
    WHERE p.tenant = ? ORDER BY p.id`);
  const docs: SearchDocument[] = [];
  for (const row of productRows.all(tenant)) {
    const product = row as unknown as ProductRow;
    const prices: SearchDocument['prices'] = {};
    const priceLists = Object.fromEntries(lists.get(firstSku.get(product.id) ?? '') ?? []);
    for (const [group, entries] of lists.get(firstSku.get(product.id) ?? '') ?? []) {
      const shown = displayedPrice(groupByLine(entries, anonymousViewer).shelf);
      if (shown.status === 'priced') prices[group] = { current: shown.current.price, regular: shown.regular.price };
    }
    // The distribution centre ("DC") ships home deliveries; the other entries are stores.
    const byStore = stock.get(product.id);
    const webStock = byStore?.get('DC') ?? 0;
    byStore?.delete('DC');
    const first = firstSku.get(product.id);
    docs.push({
      id: product.id,
      name: product.name,
      slug: product.slug,
      brand: brandOf(product),
      categories: pathOf(product.category_id),
      colors: colors.get(product.id) ?? [],
      attributes: JSON.parse(product.data_sheet) as { name: string; value: string }[],
      sizes: sizes.get(product.id) ?? [],
      codes: [product.id, ...(codes.get(product.id) ?? [])],
      rating: product.rating_average,
      ratingCount: product.rating_count,
      soldWeek: product.sold_week,
      createdAt: Date.parse(product.created_at),
      prices,
      priceLists,
      webStock,
      storeStock: byStore ?? noStock,
      shippingType: product.shipping_type,
      image:
        (JSON.parse(product.gallery) as { type: string; url: string }[]).find((item) => item.type === 'IMAGE')?.url ??
        null,
      badges: JSON.parse(product.badges) as string[],
      ...(first ? { sku: { id: first, count: skuCounts.get(product.id) ?? 1 } } : {}),
    });
  }
  return docs;
}

const noStock: ReadonlyMap<string, number> = new Map();

function push(map: Map<string, string[]>, key: string, ...values: string[]): void {
  const list = map.get(key);
  if (list) list.push(...values);
  else map.set(key, values);
}
