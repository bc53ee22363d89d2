import { cartQuantityBounds } from '../../../lib/constants';
import { skuPattern } from '../../../lib/validation/product';
import type { Tenant } from '../../../tenants/schema';
import { type FeedPrice, itemPrices } from './item-prices';
import { type RawItem, text, texts } from './raw-item';
import { parseLength, parseWeight, type Read } from './values';

export interface SheetRow {
  name: string;
  value: string;
}

/** One Merchant Center item read into what our model keeps of it. */
export interface ItemFacts {
  line: number;
  /** The SKU's id: Merchant Center's id, upper-cased as SKU codes are. */
  id: string;
  /** item_group_id: the product its variants share; absent for an item sold alone. */
  groupId: string | undefined;
  title: string;
  description: string;
  brand: string;
  /** product_type (else google_product_category written as a path), from the top: ["Pinturas", "Látex"]. */
  categoryPath: string[];
  /** image_link first, then each additional_image_link. */
  gallery: string[];
  /** Empty for an article without one (identifier_exists no, or only an mpn). */
  gtin: string;
  mpn: string | undefined;
  condition: 'new' | 'used' | 'refurbished';
  color: string | undefined;
  size: string | undefined;
  material: string | undefined;
  pattern: string | undefined;
  /** product_detail rows, for the data sheet. */
  details: SheetRow[];
  dimensions: { depthCm: number; heightCm: number; widthCm: number; weightKg: number };
  prices: FeedPrice[];
  m2PerBox: number | null;
  /** Units at the distribution centre: what availability says. */
  units: number;
  multipack: number | undefined;
  bundle: boolean;
}

export type Problem = { field: string; reason: string };

/**
 * availability as units at the distribution centre: Merchant Center says whether an item is in
 * stock, not how many, so in stock is as many as one cart may hold (no quantity is refused for
 * want of stock). Preorder and backorder cannot be delivered now, and the storefront has no later
 * promise to make, so they show as out of stock with the notify-me form.
 */
const unitsByAvailability: Record<string, number> = {
  in_stock: cartQuantityBounds.max,
  out_of_stock: 0,
  preorder: 0,
  backorder: 0,
};

const productIdPattern = /^[A-Za-z0-9_-]{1,40}$/;
const conditions = new Set(['new', 'used', 'refurbished']);

/** "section:name:value" (a TSV cell) or the XML element's parts, as a data sheet row. */
function detailRow(value: string | Readonly<Record<string, string>>): SheetRow | undefined {
  if (typeof value !== 'string') {
    const name = value.attribute_name?.trim();
    const shown = value.attribute_value?.trim();
    return name && shown ? { name, value: shown } : undefined;
  }
  const parts = value.split(':');
  const [name, ...rest] = parts.length >= 3 ? parts.slice(1) : parts;
  const shown = rest.join(':').trim();
  return name?.trim() && shown ? { name: name.trim(), value: shown } : undefined;
}

function categoryPathOf(item: RawItem): string[] {
  const google = text(item, 'google_product_category');
  // a numeric google_product_category names Google's taxonomy, which the storefront does not hold
  const path = text(item, 'product_type') ?? (google && !/^\d+$/.test(google) ? google : undefined);
  return (path ?? '')
    .split('>')
    .map((segment) => segment.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** An item's facts, or every reason it cannot be imported, by Merchant Center attribute. */
export function itemFacts(item: RawItem, tenant: Tenant, now: Date): ItemFacts | { problems: Problem[] } {
  const problems: Problem[] = [];
  const required = (field: string, why: string) => {
    const value = text(item, field);
    if (!value) problems.push({ field, reason: why });
    return value ?? '';
  };
  const id = required('id', 'an item needs an id').toUpperCase();
  if (id && !skuPattern.test(id))
    problems.push({ field: 'id', reason: `"${id}" is not a SKU code (4 to 7 digits, a letter, a hyphen and letter)` });
  const groupId = text(item, 'item_group_id');
  if (groupId !== undefined && !productIdPattern.test(groupId))
    problems.push({ field: 'item_group_id', reason: 'up to 40 letters, digits, "_" or "-"' });
  const title = required('title', 'an item needs a title');
  const brand = required('brand', 'an item needs a brand');
  const gtin = (text(item, 'gtin') ?? '').replace(/[\s-]/g, '');
  const noIdentifier = ['no', 'false'].includes((text(item, 'identifier_exists') ?? '').toLowerCase());
  if (gtin !== '' && !/^\d{8,14}$/.test(gtin))
    problems.push({ field: 'gtin', reason: 'a GTIN (EAN, UPC) is 8 to 14 digits' });
  else if (gtin === '' && !noIdentifier && text(item, 'mpn') === undefined)
    problems.push({
      field: 'gtin',
      reason: 'an item names its GTIN, or its mpn, or says identifier_exists no (a store brand, a cut to size)',
    });
  const categoryPath = categoryPathOf(item);
  if (categoryPath.length === 0)
    problems.push({ field: 'product_type', reason: 'a category: product_type, or google_product_category as a path' });
  const availability = (text(item, 'availability') ?? '').toLowerCase().replace(/\s+/g, '_');
  const units = unitsByAvailability[availability];
  if (units === undefined)
    problems.push({ field: 'availability', reason: 'in_stock, out_of_stock, preorder or backorder' });
  const condition = (text(item, 'condition') ?? 'new').toLowerCase();
  if (!conditions.has(condition)) problems.push({ field: 'condition', reason: 'new, used or refurbished' });
  const multipackText = text(item, 'multipack');
  const multipack = multipackText === undefined ? undefined : Number(multipackText);
  if (multipack !== undefined && !(Number.isInteger(multipack) && multipack >= 1))
    problems.push({ field: 'multipack', reason: 'a whole number of items' });
  const bundle = ['yes', 'true', '1'].includes((text(item, 'is_bundle') ?? '').toLowerCase());

  const size = (field: string, read: (value: string) => Read<number>) => {
    const raw = text(item, field);
    if (raw === undefined) return 0;
    const parsed = read(raw);
    if ('reason' in parsed) problems.push({ field, reason: parsed.reason });
    return 'value' in parsed ? parsed.value : 0;
  };
  const dimensions = {
    depthCm: size('shipping_length', parseLength),
    widthCm: size('shipping_width', parseLength),
    heightCm: size('shipping_height', parseLength),
    weightKg: size('shipping_weight', parseWeight),
  };
  const priced = itemPrices(item, tenant, now, bundle);
  if (Array.isArray(priced)) problems.push(...priced);
  if (problems.length > 0 || Array.isArray(priced)) return { problems };

  const details = (item.values.get('product_detail') ?? []).flatMap((value) => detailRow(value) ?? []);
  return {
    line: item.line,
    id,
    groupId,
    title,
    description: text(item, 'description') ?? '',
    brand,
    categoryPath,
    gallery: [...texts(item, 'image_link').slice(0, 1), ...texts(item, 'additional_image_link')],
    gtin,
    mpn: text(item, 'mpn'),
    condition: condition as ItemFacts['condition'],
    color: text(item, 'color'),
    size: text(item, 'size'),
    material: text(item, 'material'),
    pattern: text(item, 'pattern'),
    details,
    dimensions,
    prices: priced.prices,
    m2PerBox: priced.m2PerBox,
    units: units ?? 0,
    multipack: multipack !== undefined && multipack > 1 ? multipack : undefined,
    bundle,
  };
}
