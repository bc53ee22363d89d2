/**
 * The numeric columns of a tenant's documents and the typed array each one is kept in. A column
 * named `…Start` holds offsets into the flat column after it: product o's entries are `start[o]`
 * up to `start[o + 1]`, so it begins with a 0 before the first product.
 */
export const numberColumnTypes = {
  id: Uint32Array,
  name: Uint32Array,
  slug: Uint32Array,
  /** -1: no image. */
  image: Int32Array,
  brandOf: Uint32Array,
  /** Per product, its category path (root first): products of a leaf share one. */
  pathOf: Uint32Array,
  colorStart: Uint32Array,
  colorRef: Uint32Array,
  /** Per product, its data sheet: sheets repeat across products and rows across sheets. */
  sheetOf: Uint32Array,
  sizeStart: Uint32Array,
  sizeRef: Uint32Array,
  codeStart: Uint32Array,
  codeRef: Uint32Array,
  rating: Float64Array,
  ratingCount: Uint32Array,
  soldWeek: Uint32Array,
  createdAt: Float64Array,
  /** Per product, the price groups it has a displayed price in, with that price. */
  priceStart: Uint32Array,
  priceGroup: Uint16Array,
  priceCurrent: Float64Array,
  priceRegular: Float64Array,
  /** Per product, its first SKU's price list per group: (group, entries) pairs, then the entries. */
  listStart: Uint32Array,
  listGroup: Uint16Array,
  entryStart: Uint32Array,
  entryType: Uint8Array,
  entryPrice: Float64Array,
  /** -1: no unit. */
  entryUnit: Int32Array,
  webStock: Float64Array,
  stockStart: Uint32Array,
  stockStore: Uint16Array,
  stockUnits: Float64Array,
  shipping: Uint8Array,
  badgesOf: Uint32Array,
  /** -1: no SKU (a document not loaded from the catalogue). */
  skuRef: Int32Array,
  skuCount: Uint32Array,
} as const;

export type NumberColumn = keyof typeof numberColumnTypes;
export type NumberColumns = { -readonly [K in NumberColumn]: InstanceType<(typeof numberColumnTypes)[K]> };
/** The columns while documents are added: plain arrays that grow. */
export type GrowingColumns = Record<NumberColumn, number[]>;

const columnNames = Object.keys(numberColumnTypes) as NumberColumn[];

export function growingColumns(): GrowingColumns {
  const columns = {} as GrowingColumns;
  for (const name of columnNames) columns[name] = name.endsWith('Start') ? [0] : [];
  return columns;
}

export function typedColumns(columns: GrowingColumns): NumberColumns {
  const typed = {} as Record<NumberColumn, ArrayLike<number>>;
  for (const name of columnNames) typed[name] = numberColumnTypes[name].from(columns[name]);
  return typed as NumberColumns;
}
