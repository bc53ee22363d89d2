import type { Translate } from '../../../lib/messages';
import type { Tenant } from '../../../tenants/schema';
import { distributionCentreId } from '../../product/sku-stock';
import { brandRecord, categoryRecords } from './catalogue-records';
import { swatchOf } from './colour-swatches';
import type { ItemFacts, Problem, SheetRow } from './item-facts';

export interface GroupContext {
  tenant: Tenant;
  t: Translate;
  priceGroups: readonly string[];
}

/** A record built from an item, with the line it comes from. */
export interface Built {
  line: number;
  record: Record<string, unknown> & { type: string };
}

const picture = (url: string) => ({ type: 'IMAGE', url });

/** The values of one attribute across a group's items, told apart. */
const distinct = (items: readonly ItemFacts[], pick: (item: ItemFacts) => string | undefined) =>
  new Set(items.map((item) => (pick(item) ?? '').toLowerCase()));

/**
 * One product per item_group_id and one SKU per item (an item without a group is a product of one
 * SKU). The shopper chooses by colour and by size; material and pattern, which the storefront has
 * no choice for, join the colour's words where they tell the items apart ("Roble · Mate") and are
 * data sheet rows where the whole group shares them. The product's name, text, brand, category,
 * pictures and data sheet are its first item's; each SKU keeps its own pictures.
 */
export function groupRecords(productId: string, items: readonly ItemFacts[], context: GroupContext): Built[] | Problem {
  const [first] = items;
  if (!first) return [];
  const { tenant, t } = context;
  const varies = (pick: (item: ItemFacts) => string | undefined) => distinct(items, pick).size > 1;
  const choice = {
    color: varies((item) => item.color),
    material: varies((item) => item.material),
    pattern: varies((item) => item.pattern),
    size: varies((item) => item.size),
  };
  const colourOf = (item: ItemFacts) =>
    [choice.color && item.color, choice.material && item.material, choice.pattern && item.pattern]
      .filter(Boolean)
      .join(' · ') || null;
  const byColour = choice.color || choice.material || choice.pattern;
  const labels = distinct(items, (item) => `${colourOf(item) ?? ''}|${choice.size ? (item.size ?? '') : ''}`);
  if (items.length > 1 && labels.size < items.length)
    return { field: 'item_group_id', reason: `items of ${productId} differ in none of color, size, material, pattern` };

  const sheet: SheetRow[] = [...first.details];
  const shared = (name: string, value: string | undefined, differs: boolean) => {
    if (value && !differs) sheet.push({ name, value });
  };
  shared(t('product.variant.color'), first.color, choice.color);
  shared(t('catalogue.import.sheet.material'), first.material, choice.material);
  shared(t('catalogue.import.sheet.pattern'), first.pattern, choice.pattern);
  shared(tenant.sizeAttributeName, first.size, choice.size);
  shared(t('catalogue.import.sheet.mpn'), first.mpn, items.length > 1 && varies((item) => item.mpn));
  if (first.condition !== 'new')
    sheet.push({
      name: t('catalogue.import.sheet.condition'),
      value: t(`catalogue.import.condition.${first.condition}`),
    });
  if (first.multipack) sheet.push({ name: t('catalogue.import.sheet.multipack'), value: String(first.multipack) });

  const category = categoryRecords(tenant, first.categoryPath);
  const brand = brandRecord(tenant, first.brand);
  const product = {
    type: 'product',
    id: productId,
    name: first.title,
    description: first.description,
    brandId: brand.id,
    categoryId: category.at(-1)?.id ?? '',
    variantType: items.length < 2 ? null : byColour && choice.size ? 'COLOR_AND_SIZE' : byColour ? 'COLOR' : 'SIZE',
    saleUnit: first.multipack ? 'PACK' : 'UN',
    m2PerBox: first.m2PerBox,
    gtin: first.gtin || null,
    badges: first.bundle ? ['COMBO'] : [],
    dimensions: first.dimensions,
    dataSheet: sheet,
    gallery: first.gallery.map(picture),
  };
  const built: Built[] = [{ line: first.line, record: product }];
  for (const [position, item] of items.entries()) {
    const colour = byColour ? colourOf(item) : null;
    const sku = {
      type: 'sku',
      id: item.id,
      productId,
      position,
      color: colour,
      colorHex: colour && choice.color && item.color ? swatchOf(item.color) : null,
      size: choice.size ? (item.size ?? null) : null,
      ean: item.gtin,
      gallery: items.length > 1 && item.gallery.length > 0 ? item.gallery.map(picture) : null,
    };
    built.push({ line: item.line, record: sku });
    for (const priceGroup of context.priceGroups)
      built.push({ line: item.line, record: { type: 'prices', skuId: item.id, priceGroup, prices: item.prices } });
    built.push({
      line: item.line,
      record: { type: 'stock', skuId: item.id, storeId: distributionCentreId, quantity: item.units },
    });
  }
  return built;
}
