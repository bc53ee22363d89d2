import type { SearchDocument } from './types';

/**
 * Every product of a tenant's index as columns: numbers in typed arrays, texts as numbers into
 * shared tables, per-product lists as start offsets into one flat array (product o's entries are
 * `start[o]` up to `start[o + 1]`). A product is an object only while something reads it
 * (document-store.ts), so 100,000 products cost a few dozen buffers, not millions of objects,
 * and the whole of it can be written to a file and read back as it is (index-snapshot.ts).
 */
export interface DocumentParts {
  /** Texts read per product (ids, names, slugs, images, sizes, codes, SKU ids, price units). */
  text: string[];
  id: Uint32Array;
  name: Uint32Array;
  slug: Uint32Array;
  /** -1: no image. */
  image: Int32Array;
  brandOf: Uint32Array;
  brands: SearchDocument['brand'][];
  /** Per product, its category path (root first) in `paths`: products of a leaf share one. */
  pathOf: Uint32Array;
  paths: SearchDocument['categories'][];
  colorStart: Uint32Array;
  colorRef: Uint32Array;
  colors: SearchDocument['colors'];
  /** Per product, its data sheet: sheets repeat across products and rows across sheets. */
  sheetOf: Uint32Array;
  sheetStart: Uint32Array;
  sheetRow: Uint32Array;
  rows: SearchDocument['attributes'];
  sizeStart: Uint32Array;
  sizeRef: Uint32Array;
  codeStart: Uint32Array;
  codeRef: Uint32Array;
  rating: Float64Array;
  ratingCount: Uint32Array;
  soldWeek: Uint32Array;
  createdAt: Float64Array;
  /** Price groups, and per product the groups it has a displayed price in, with that price. */
  priceGroups: string[];
  priceStart: Uint32Array;
  priceGroup: Uint16Array;
  priceCurrent: Float64Array;
  priceRegular: Float64Array;
  /** Per product, its first SKU's price list per group: (group, entries) pairs, then the entries. */
  listStart: Uint32Array;
  listGroup: Uint16Array;
  entryStart: Uint32Array;
  entryType: Uint8Array;
  entryPrice: Float64Array;
  /** -1: no unit. */
  entryUnit: Int32Array;
  priceTypes: string[];
  webStock: Float64Array;
  stockStart: Uint32Array;
  stockStore: Uint16Array;
  stockUnits: Float64Array;
  stores: string[];
  shipping: Uint8Array;
  shippingTypes: string[];
  badgesOf: Uint32Array;
  badgeLists: string[][];
  /** -1: no SKU (a document not loaded from the catalogue). */
  skuRef: Int32Array;
  skuCount: Uint32Array;
}

/** Numbers the distinct values it is given, in the order first seen. */
class Table<T> {
  readonly values: T[] = [];
  readonly #numbers = new Map<string, number>();

  number(key: string, value: T): number {
    let number = this.#numbers.get(key);
    if (number === undefined) {
      number = this.values.length;
      this.values.push(value);
      this.#numbers.set(key, number);
    }
    return number;
  }
}

/** Builds DocumentParts one document at a time: a loader never holds every document at once. */
export class DocumentPartsBuilder {
  readonly #text: string[] = [];
  readonly #sizes = new Table<string>();
  readonly #brands = new Table<SearchDocument['brand']>();
  readonly #paths = new Table<SearchDocument['categories']>();
  readonly #colors = new Table<SearchDocument['colors'][number]>();
  readonly #rows = new Table<SearchDocument['attributes'][number]>();
  readonly #sheets = new Map<string, number>();
  /**
   * The loader shares one brand, category path, data sheet and badge list among the products
   * that have the same one: each shared object is numbered once, not read again per product.
   */
  readonly #known = new WeakMap<object, number>();
  readonly #sheetRow: number[] = [];
  readonly #sheetStart: number[] = [0];
  readonly #groups = new Table<string>();
  readonly #types = new Table<string>();
  readonly #units = new Map<string, number>();
  readonly #stores = new Table<string>();
  readonly #shipping = new Table<string>();
  readonly #badges = new Table<string[]>();
  readonly #columns = {
    id: [] as number[],
    name: [] as number[],
    slug: [] as number[],
    image: [] as number[],
    brandOf: [] as number[],
    pathOf: [] as number[],
    colorStart: [0] as number[],
    colorRef: [] as number[],
    sheetOf: [] as number[],
    sizeStart: [0] as number[],
    sizeRef: [] as number[],
    codeStart: [0] as number[],
    codeRef: [] as number[],
    rating: [] as number[],
    ratingCount: [] as number[],
    soldWeek: [] as number[],
    createdAt: [] as number[],
    priceStart: [0] as number[],
    priceGroup: [] as number[],
    priceCurrent: [] as number[],
    priceRegular: [] as number[],
    listStart: [0] as number[],
    listGroup: [] as number[],
    entryStart: [0] as number[],
    entryType: [] as number[],
    entryPrice: [] as number[],
    entryUnit: [] as number[],
    webStock: [] as number[],
    stockStart: [0] as number[],
    stockStore: [] as number[],
    stockUnits: [] as number[],
    shipping: [] as number[],
    badgesOf: [] as number[],
    skuRef: [] as number[],
    skuCount: [] as number[],
  };

  #addText(value: string): number {
    this.#text.push(value);
    return this.#text.length - 1;
  }

  add(doc: SearchDocument): void {
    const c = this.#columns;
    c.id.push(this.#addText(doc.id));
    c.name.push(this.#addText(doc.name));
    c.slug.push(this.#addText(doc.slug));
    c.image.push(doc.image === null ? -1 : this.#addText(doc.image));
    c.brandOf.push(
      this.#once(doc.brand, () =>
        this.#brands.number(`${doc.brand.id}\u0000${doc.brand.name}\u0000${doc.brand.slug}`, doc.brand),
      ),
    );
    c.pathOf.push(this.#once(doc.categories, () => this.#paths.number(JSON.stringify(doc.categories), doc.categories)));
    for (const color of doc.colors) c.colorRef.push(this.#colors.number(JSON.stringify(color), color));
    c.colorStart.push(c.colorRef.length);
    c.sheetOf.push(this.#once(doc.attributes, () => this.#sheet(doc.attributes)));
    for (const size of doc.sizes ?? []) c.sizeRef.push(this.#sizes.number(size, size));
    c.sizeStart.push(c.sizeRef.length);
    for (const code of doc.codes ?? []) c.codeRef.push(this.#addText(code));
    c.codeStart.push(c.codeRef.length);
    c.rating.push(doc.rating);
    c.ratingCount.push(doc.ratingCount);
    c.soldWeek.push(doc.soldWeek);
    c.createdAt.push(doc.createdAt);
    for (const [group, shown] of Object.entries(doc.prices)) {
      c.priceGroup.push(this.#groups.number(group, group));
      c.priceCurrent.push(shown.current);
      c.priceRegular.push(shown.regular);
    }
    c.priceStart.push(c.priceGroup.length);
    for (const [group, entries] of Object.entries(doc.priceLists ?? {})) {
      c.listGroup.push(this.#groups.number(group, group));
      for (const entry of entries) {
        c.entryType.push(this.#types.number(entry.type, entry.type));
        c.entryPrice.push(entry.price);
        c.entryUnit.push(entry.unit === undefined ? -1 : this.#unit(entry.unit));
      }
      c.entryStart.push(c.entryType.length);
    }
    c.listStart.push(c.listGroup.length);
    c.webStock.push(doc.webStock);
    for (const [store, units] of doc.storeStock) {
      c.stockStore.push(this.#stores.number(store, store));
      c.stockUnits.push(units);
    }
    c.stockStart.push(c.stockStore.length);
    c.shipping.push(this.#shipping.number(doc.shippingType, doc.shippingType));
    c.badgesOf.push(this.#once(doc.badges, () => this.#badges.number(JSON.stringify(doc.badges), doc.badges)));
    c.skuRef.push(doc.sku === undefined ? -1 : this.#addText(doc.sku.id));
    c.skuCount.push(doc.sku?.count ?? 0);
  }

  #once(shared: object, number: () => number): number {
    let known = this.#known.get(shared);
    if (known === undefined) {
      known = number();
      this.#known.set(shared, known);
    }
    return known;
  }

  #sheet(attributes: SearchDocument['attributes']): number {
    const rows = attributes.map((row) => this.#rows.number(`${row.name}\u0000${row.value}`, row));
    const key = rows.join(',');
    let sheet = this.#sheets.get(key);
    if (sheet === undefined) {
      sheet = this.#sheets.size;
      this.#sheets.set(key, sheet);
      this.#sheetRow.push(...rows);
      this.#sheetStart.push(this.#sheetRow.length);
    }
    return sheet;
  }

  #unit(unit: string): number {
    let number = this.#units.get(unit);
    if (number === undefined) {
      number = this.#addText(unit);
      this.#units.set(unit, number);
    }
    return number;
  }

  finish(): DocumentParts {
    const c = this.#columns;
    // Sizes are few and shared: their table goes after the per-product texts.
    const sizeBase = this.#text.length;
    const text = [...this.#text, ...this.#sizes.values];
    return {
      text,
      id: Uint32Array.from(c.id),
      name: Uint32Array.from(c.name),
      slug: Uint32Array.from(c.slug),
      image: Int32Array.from(c.image),
      brandOf: Uint32Array.from(c.brandOf),
      brands: this.#brands.values,
      pathOf: Uint32Array.from(c.pathOf),
      paths: this.#paths.values,
      colorStart: Uint32Array.from(c.colorStart),
      colorRef: Uint32Array.from(c.colorRef),
      colors: this.#colors.values,
      sheetOf: Uint32Array.from(c.sheetOf),
      sheetStart: Uint32Array.from(this.#sheetStart),
      sheetRow: Uint32Array.from(this.#sheetRow),
      rows: this.#rows.values,
      sizeStart: Uint32Array.from(c.sizeStart),
      sizeRef: Uint32Array.from(c.sizeRef, (ref) => ref + sizeBase),
      codeStart: Uint32Array.from(c.codeStart),
      codeRef: Uint32Array.from(c.codeRef),
      rating: Float64Array.from(c.rating),
      ratingCount: Uint32Array.from(c.ratingCount),
      soldWeek: Uint32Array.from(c.soldWeek),
      createdAt: Float64Array.from(c.createdAt),
      priceGroups: this.#groups.values,
      priceStart: Uint32Array.from(c.priceStart),
      priceGroup: Uint16Array.from(c.priceGroup),
      priceCurrent: Float64Array.from(c.priceCurrent),
      priceRegular: Float64Array.from(c.priceRegular),
      listStart: Uint32Array.from(c.listStart),
      listGroup: Uint16Array.from(c.listGroup),
      entryStart: Uint32Array.from(c.entryStart),
      entryType: Uint8Array.from(c.entryType),
      entryPrice: Float64Array.from(c.entryPrice),
      entryUnit: Int32Array.from(c.entryUnit),
      priceTypes: this.#types.values,
      webStock: Float64Array.from(c.webStock),
      stockStart: Uint32Array.from(c.stockStart),
      stockStore: Uint16Array.from(c.stockStore),
      stockUnits: Float64Array.from(c.stockUnits),
      stores: this.#stores.values,
      shipping: Uint8Array.from(c.shipping),
      shippingTypes: this.#shipping.values,
      badgesOf: Uint32Array.from(c.badgesOf),
      badgeLists: this.#badges.values,
      skuRef: Int32Array.from(c.skuRef),
      skuCount: Uint32Array.from(c.skuCount),
    };
  }
}
