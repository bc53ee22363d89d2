import type { PriceEntry, PriceType } from '../../lib/price/price-entry';
import { type DocumentParts, DocumentPartsBuilder } from './document-parts';
import type { SearchDocument } from './types';

/**
 * A tenant's products, kept as columns (document-parts.ts) and read back as SearchDocuments one
 * at a time: a listing reads the few dozen it shows, not the 100,000 it searched.
 */
export class DocumentStore implements Iterable<SearchDocument> {
  readonly parts: DocumentParts;

  constructor(parts: DocumentParts) {
    this.parts = parts;
  }

  static from(docs: Iterable<SearchDocument>): DocumentStore {
    const builder = new DocumentPartsBuilder();
    for (const doc of docs) builder.add(doc);
    return new DocumentStore(builder.finish());
  }

  get length(): number {
    return this.parts.id.length;
  }

  #text(ref: number): string {
    return this.parts.text[ref] as string;
  }

  #refs(start: Uint32Array, refs: Uint32Array, ordinal: number): string[] {
    const list: string[] = [];
    for (let i = start[ordinal] as number; i < (start[ordinal + 1] as number); i++)
      list.push(this.#text(refs[i] as number));
    return list;
  }

  id(ordinal: number): string {
    return this.#text(this.parts.id[ordinal] as number);
  }

  name(ordinal: number): string {
    return this.#text(this.parts.name[ordinal] as number);
  }

  brand(ordinal: number): SearchDocument['brand'] {
    return this.parts.brands[this.parts.brandOf[ordinal] as number] as SearchDocument['brand'];
  }

  /** Root first, leaf last; shared by the products of a leaf, so never to be changed. */
  categories(ordinal: number): SearchDocument['categories'] {
    return this.parts.paths[this.parts.pathOf[ordinal] as number] as SearchDocument['categories'];
  }

  colors(ordinal: number): SearchDocument['colors'] {
    const p = this.parts;
    const colors: SearchDocument['colors'] = [];
    for (let i = p.colorStart[ordinal] as number; i < (p.colorStart[ordinal + 1] as number); i++)
      colors.push(p.colors[p.colorRef[i] as number] as SearchDocument['colors'][number]);
    return colors;
  }

  attributes(ordinal: number): SearchDocument['attributes'] {
    const p = this.parts;
    const sheet = p.sheetOf[ordinal] as number;
    const rows: SearchDocument['attributes'] = [];
    for (let i = p.sheetStart[sheet] as number; i < (p.sheetStart[sheet + 1] as number); i++)
      rows.push(p.rows[p.sheetRow[i] as number] as SearchDocument['attributes'][number]);
    return rows;
  }

  sizes(ordinal: number): string[] {
    return this.#refs(this.parts.sizeStart, this.parts.sizeRef, ordinal);
  }

  codes(ordinal: number): string[] {
    return this.#refs(this.parts.codeStart, this.parts.codeRef, ordinal);
  }

  /** Weekly sales, then how many reviewed it and how well: what best sellers are ranked by. */
  popularity(ordinal: number): number {
    const p = this.parts;
    return (p.soldWeek[ordinal] as number) * 10 + (p.ratingCount[ordinal] as number) * (p.rating[ordinal] as number);
  }

  /** The displayed price in a price group, undefined where the product has none. */
  price(ordinal: number, priceGroupId: string): SearchDocument['prices'][string] | undefined {
    const p = this.parts;
    for (let i = p.priceStart[ordinal] as number; i < (p.priceStart[ordinal + 1] as number); i++) {
      if (p.priceGroups[p.priceGroup[i] as number] === priceGroupId)
        return { current: p.priceCurrent[i] as number, regular: p.priceRegular[i] as number };
    }
    return undefined;
  }

  #prices(ordinal: number): SearchDocument['prices'] {
    const p = this.parts;
    const prices: SearchDocument['prices'] = {};
    for (let i = p.priceStart[ordinal] as number; i < (p.priceStart[ordinal + 1] as number); i++) {
      prices[p.priceGroups[p.priceGroup[i] as number] as string] = {
        current: p.priceCurrent[i] as number,
        regular: p.priceRegular[i] as number,
      };
    }
    return prices;
  }

  #priceLists(ordinal: number): Record<string, PriceEntry[]> {
    const p = this.parts;
    const lists: Record<string, PriceEntry[]> = {};
    for (let l = p.listStart[ordinal] as number; l < (p.listStart[ordinal + 1] as number); l++) {
      const entries: PriceEntry[] = [];
      for (let e = p.entryStart[l] as number; e < (p.entryStart[l + 1] as number); e++) {
        const unit = p.entryUnit[e] as number;
        entries.push({
          type: p.priceTypes[p.entryType[e] as number] as PriceType,
          price: p.entryPrice[e] as number,
          ...(unit >= 0 ? { unit: this.#text(unit) } : {}),
        });
      }
      lists[p.priceGroups[p.listGroup[l] as number] as string] = entries;
    }
    return lists;
  }

  storeStock(ordinal: number): Map<string, number> {
    const p = this.parts;
    const stock = new Map<string, number>();
    for (let i = p.stockStart[ordinal] as number; i < (p.stockStart[ordinal + 1] as number); i++)
      stock.set(p.stores[p.stockStore[i] as number] as string, p.stockUnits[i] as number);
    return stock;
  }

  /** The product as an object of its own, made for the caller; undefined past the end. */
  get(ordinal: number): SearchDocument | undefined {
    if (!(ordinal >= 0 && ordinal < this.length)) return undefined;
    const p = this.parts;
    const image = p.image[ordinal] as number;
    const sku = p.skuRef[ordinal] as number;
    return {
      id: this.id(ordinal),
      name: this.name(ordinal),
      slug: this.#text(p.slug[ordinal] as number),
      brand: this.brand(ordinal),
      categories: this.categories(ordinal),
      colors: this.colors(ordinal),
      attributes: this.attributes(ordinal),
      sizes: this.sizes(ordinal),
      codes: this.codes(ordinal),
      rating: p.rating[ordinal] as number,
      ratingCount: p.ratingCount[ordinal] as number,
      soldWeek: p.soldWeek[ordinal] as number,
      createdAt: p.createdAt[ordinal] as number,
      prices: this.#prices(ordinal),
      priceLists: this.#priceLists(ordinal),
      webStock: p.webStock[ordinal] as number,
      storeStock: this.storeStock(ordinal),
      shippingType: p.shippingTypes[p.shipping[ordinal] as number] as string,
      image: image < 0 ? null : this.#text(image),
      badges: p.badgeLists[p.badgesOf[ordinal] as number] as string[],
      ...(sku >= 0 ? { sku: { id: this.#text(sku), count: p.skuCount[ordinal] as number } } : {}),
    };
  }

  *[Symbol.iterator](): Iterator<SearchDocument> {
    for (let o = 0; o < this.length; o++) yield this.get(o) as SearchDocument;
  }
}
