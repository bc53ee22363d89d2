import { growingColumns, type NumberColumns, typedColumns } from './document-columns';
import type { SearchDocument } from './types';

/**
 * Every product of a tenant's index as columns: numbers in typed arrays, texts as numbers into
 * shared tables, per-product lists as start offsets into one flat array (product o's entries are
 * `start[o]` up to `start[o + 1]`). A product is an object only while something reads it
 * (document-store.ts), so 100,000 products cost a few dozen buffers, not millions of objects,
 * and the whole of it can be written to a file and read back as it is (index-snapshot.ts).
 */
export interface DocumentParts extends NumberColumns {
  /** Texts read per product (ids, names, slugs, images, sizes, codes, SKU ids, price units). */
  text: string[];
  brands: SearchDocument['brand'][];
  paths: SearchDocument['categories'][];
  colors: SearchDocument['colors'];
  /** Data sheets, each a run of `sheetRow` (numbers into `rows`) from its `sheetStart`. */
  sheetStart: Uint32Array;
  sheetRow: Uint32Array;
  rows: SearchDocument['attributes'];
  priceGroups: string[];
  priceTypes: string[];
  stores: string[];
  shippingTypes: string[];
  badgeLists: string[][];
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
  readonly #columns = growingColumns();

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
    const columns = typedColumns({ ...c, sizeRef: c.sizeRef.map((ref) => ref + sizeBase) });
    return {
      ...columns,
      text,
      brands: this.#brands.values,
      paths: this.#paths.values,
      colors: this.#colors.values,
      sheetStart: Uint32Array.from(this.#sheetStart),
      sheetRow: Uint32Array.from(this.#sheetRow),
      rows: this.#rows.values,
      priceGroups: this.#groups.values,
      priceTypes: this.#types.values,
      stores: this.#stores.values,
      shippingTypes: this.#shipping.values,
      badgeLists: this.#badges.values,
    };
  }
}
