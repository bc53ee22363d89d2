import { anonymousViewer, groupByLine } from '../../lib/price/combinations';
import { displayedPrice } from '../../lib/price/displayed-price';
import type { NodeSqliteDatabase } from '../db/node-sqlite';
import { distributionCentreId } from '../product/sku-stock';
import { DocumentStore } from './document-store';
import { type IndexSource, type ProductRow, sqliteIndexSource } from './index-source';
import { loadProductSkus, priceListsOf, stockOf } from './load-skus';
import type { SearchDocument } from './types';

/** One tenant's products as a DocumentStore, each document stored as it is read. */
export function loadDocumentStore(db: NodeSqliteDatabase, tenant: string): DocumentStore {
  return DocumentStore.from(searchDocuments(sqliteIndexSource(db.raw, tenant)));
}

/** One tenant's products as search documents, all at once (benchmarks and small catalogues). */
export function loadSearchDocuments(db: NodeSqliteDatabase, tenant: string): SearchDocument[] {
  return [...searchDocuments(sqliteIndexSource(db.raw, tenant))];
}

/**
 * Reads one tenant's products into search documents, one at a time: the displayed price of each
 * product's first SKU in every price group (docs/search-and-listings.md), colours of all its SKUs, stock summed per
 * store. Raw SQL on purpose: a few large scans, not row-by-row queries.
 */
export function* searchDocuments(source: IndexSource): Generator<SearchDocument> {
  const categories = new Map<string, { id: string; name: string; parent: string | null }>();
  for (const category of source.categories()) {
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

  const skus = loadProductSkus(source);
  // Data sheets and badge lists repeat across products (half the sheets, nearly all badge
  // lists): each distinct text is read once and its rows shared, as are empty lists.
  const sheets = new Map<string, SearchDocument['attributes']>();
  const rows = new Map<string, SearchDocument['attributes'][number]>();
  const sheetOf = (text: string) => {
    let sheet = sheets.get(text);
    if (sheet === undefined) {
      sheet = (JSON.parse(text) as SearchDocument['attributes']).map((row) => {
        const key = `${row.name}\u0000${row.value}`;
        const known = rows.get(key) ?? row;
        rows.set(key, known);
        return known;
      });
      sheets.set(text, sheet);
    }
    return sheet;
  };
  const badgeLists = new Map<string, string[]>();
  const badgesOf = (text: string) => {
    const list = badgeLists.get(text) ?? (JSON.parse(text) as string[]);
    badgeLists.set(text, list);
    return list;
  };
  for (const product of source.products()) {
    const facts = skus.products.get(product.id);
    const lists = priceListsOf(skus, facts);
    const prices: SearchDocument['prices'] = {};
    for (const [group, entries] of lists) {
      const shown = displayedPrice(groupByLine(entries, anonymousViewer).shelf);
      if (shown.status === 'priced') prices[group] = { current: shown.current.price, regular: shown.regular.price };
    }
    // The distribution centre ("DC") ships home deliveries; the other entries are stores.
    const stock = stockOf(skus, facts);
    const webStock = stock.get(distributionCentreId) ?? 0;
    stock.delete(distributionCentreId);
    yield {
      id: product.id,
      name: product.name,
      slug: product.slug,
      brand: brandOf(product),
      categories: pathOf(product.category_id),
      colors: facts?.colors.length ? facts.colors : none,
      attributes: sheetOf(product.data_sheet),
      sizes: facts?.sizes.length ? facts.sizes : none,
      codes: [product.id, ...(facts?.codes ?? [])],
      rating: product.rating_average,
      ratingCount: product.rating_count,
      soldWeek: product.sold_week,
      createdAt: Date.parse(product.created_at),
      prices,
      priceLists: Object.fromEntries(lists),
      webStock,
      storeStock: stock,
      shippingType: product.shipping_type,
      image:
        (JSON.parse(product.gallery) as { type: string; url: string }[]).find((item) => item.type === 'IMAGE')?.url ??
        null,
      badges: badgesOf(product.badges),
      ...(facts ? { sku: { id: facts.first, count: facts.count } } : {}),
    };
    skus.products.delete(product.id);
  }
}

/** Shared by every product without colours or sizes; nothing writes to a loaded document. */
const none: never[] = [];
