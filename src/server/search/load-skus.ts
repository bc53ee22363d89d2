import type { PriceEntry, PriceType } from '../../lib/price/price-entry';
import { slugify } from '../../lib/slug';
import type { IndexSource } from './index-source';
import type { SearchDocument } from './types';

/** What a product's SKUs add to its search document. */
export interface ProductSkus {
  /** The SKU listings price and add to the cart: the first by position. */
  first: string;
  count: number;
  colors: SearchDocument['colors'];
  sizes: string[];
  /** Its SKU ids (the page's "Código") and EANs. */
  codes: string[];
  /**
   * Units per store (the distribution centre "DC" among them), summed over its SKUs, as (store
   * number, units) pairs: numbers into SkuFacts' `stores`, in the order the stores were met.
   */
  stock?: number[];
  /**
   * The first SKU's price list per price group (docs/prices-and-badges.md), in the database's order, as (group,
   * type, amount, unit) quadruples: numbers into SkuFacts' `texts`, the unit -1 when it has none.
   */
  prices?: number[];
}

/** Every product's SKU facts, and the texts their numbers stand for. */
export interface SkuFacts {
  products: Map<string, ProductSkus>;
  stores: string[];
  texts: string[];
}

/** Numbers the distinct texts it is given: each row's copy of a store id or a price type is dropped at once. */
function numbering(): { texts: string[]; number(text: string): number } {
  const texts: string[] = [];
  const numbers = new Map<string, number>();
  return {
    texts,
    number(text) {
      let number = numbers.get(text);
      if (number === undefined) {
        number = texts.length;
        texts.push(text);
        numbers.set(text, number);
      }
      return number;
    },
  };
}

/**
 * Every SKU fact of a tenant's products, by product id. Each table is read once in its primary
 * key's order (no join, no sort for SQLite to do) and summed here. Stock and prices are kept as
 * numbers until each product's document is made: as a Map and objects per product they held
 * nearly 300 MB at 100,000 products.
 */
export function loadProductSkus(source: IndexSource): SkuFacts {
  const products = new Map<string, ProductSkus>();
  const productOfSku = new Map<string, ProductSkus>();
  for (const [id, productId, color, hex, size, ean] of source.skus()) {
    let facts = products.get(productId);
    if (facts === undefined) {
      facts = { first: id, count: 0, colors: [], sizes: [], codes: [] };
      products.set(productId, facts);
    }
    productOfSku.set(id, facts);
    facts.count++;
    facts.codes.push(id);
    // an article without a GTIN (a store brand) is found by its SKU code alone
    if (ean) facts.codes.push(ean);
    if (color) {
      const slug = slugify(color);
      if (!facts.colors.some((known) => known.slug === slug)) facts.colors.push({ slug, name: color, hex });
    }
    if (size && !facts.sizes.includes(size)) facts.sizes.push(size);
  }

  const stores = numbering();
  for (const [skuId, storeId, quantity] of source.stock()) {
    const facts = productOfSku.get(skuId);
    if (facts === undefined) continue;
    const store = stores.number(storeId);
    facts.stock ??= [];
    let at = 0;
    while (at < facts.stock.length && facts.stock[at] !== store) at += 2;
    if (at < facts.stock.length) facts.stock[at + 1] = (facts.stock[at + 1] as number) + quantity;
    else facts.stock.push(store, quantity);
  }

  const texts = numbering();
  // Listings show the price of each product's first SKU.
  for (const [skuId, group, type, amount, unit] of source.firstSkuPrices()) {
    const facts = productOfSku.get(skuId);
    if (facts === undefined || facts.first !== skuId) continue;
    facts.prices ??= [];
    facts.prices.push(texts.number(group), texts.number(type), amount, unit ? texts.number(unit) : -1);
  }
  return { products, stores: stores.texts, texts: texts.texts };
}

/** A product's first SKU's price list per price group, as objects. */
export function priceListsOf(facts: SkuFacts, product: ProductSkus | undefined): Map<string, PriceEntry[]> {
  const lists = new Map<string, PriceEntry[]>();
  const prices = product?.prices ?? [];
  for (let i = 0; i < prices.length; i += 4) {
    const group = facts.texts[prices[i] as number] as string;
    const unit = prices[i + 3] as number;
    const list = lists.get(group) ?? [];
    list.push({
      type: facts.texts[prices[i + 1] as number] as PriceType,
      price: prices[i + 2] as number,
      ...(unit >= 0 ? { unit: facts.texts[unit] as string } : {}),
    });
    lists.set(group, list);
  }
  return lists;
}

/** A product's units per store (the distribution centre "DC" among them). */
export function stockOf(facts: SkuFacts, product: ProductSkus | undefined): Map<string, number> {
  const stock = new Map<string, number>();
  const pairs = product?.stock ?? [];
  for (let i = 0; i < pairs.length; i += 2)
    stock.set(facts.stores[pairs[i] as number] as string, pairs[i + 1] as number);
  return stock;
}
