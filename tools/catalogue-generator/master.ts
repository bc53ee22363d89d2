import { type CountrySite, countrySites } from '../../src/lib/hreflang';
import { gtin13 } from './ids';
import { Random } from './random';
import { type TypeSlot, taxonomy } from './taxonomy';
import { descriptionClosers, descriptionDetails, descriptionOpeners, modelPrefixes } from './texts';
import type { ProductTypeSeed, Text } from './vocabulary/types';

/**
 * The group's product master: every article the group sells anywhere, generated once from the
 * seed and never from a tenant, like a retailer's central item file. Each tenant sells a subset
 * of it (assortment.ts) and writes its own rows (generate-product.ts): the same article keeps its
 * GTIN, its SKUs' EANs, brand, category, data sheet and measures in every country; names and
 * descriptions are written in the tenant's language, prices in its currency, while stock,
 * promotions and reviews are local.
 */

/** Group-wide articles, or an article of one country's own range (a local brand, a local standard). */
export type Market = 'group' | CountrySite;

/** What the assortment needs of every master article: cheap, kept for the whole master. */
export interface MasterEntry {
  slot: TypeSlot;
  market: Market;
  /** The maker's model code, when the same brand makes another article of the same name. */
  modelCode: string | undefined;
}

export interface MasterSku {
  color?: string;
  size?: string;
  ean: string;
}

/** One article with everything that is the same wherever it is sold. */
export interface MasterProduct {
  index: number;
  slot: TypeSlot;
  gtin: string;
  brandKey: string;
  name: Text;
  attributes: { name: Text; value: Text }[];
  description: [Text, Text, Text];
  dimensions: { depthCm: number; heightCm: number; widthCm: number; weightKg: number };
  m2PerBox: number | undefined;
  paintYield: number | undefined;
  litres: number | undefined;
  /** Area products are priced per m² in the vocabulary but sold by the box. */
  soldByArea: boolean;
  saleUnit: string;
  /** The shelf price before local rounding, in US dollars (currency.ts converts it). */
  usd: number;
  quality: number;
  skus: MasterSku[];
  imageCount: number;
  spin: boolean;
  video: boolean;
}

/** Share of the articles beyond the core range that the whole group sells; the rest are one country's. */
const groupShare = 0.45;
/** Articles per SKU number block: a product has at most 12 variants. */
const skusPerProduct = 16;

/**
 * How many articles the master needs for tenants of `products` products each: the core range
 * (one article of every product type, sold everywhere) and some 4.5 articles per further
 * product. A country then sells about 40 % of the group-wide articles, and a sister brand has
 * room to follow its department weights.
 */
export function masterSize(products: number): number {
  const core = taxonomy.slots.length;
  return core + Math.ceil(Math.max(0, products - core) * 4.5) + (products > core ? 50 : 0);
}

function range(random: Random, [min, max]: readonly [number, number], digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(random.float(min, max) * factor) / factor;
}

/** The draws that name an article, in the order both the index and the full article make them. */
function identity(seed: string, index: number) {
  const random = new Random(`${seed}:master:${index}`);
  const { slots } = taxonomy;
  const core = index < slots.length;
  const market: Market = core || random.chance(groupShare) ? 'group' : random.pick(countrySites);
  const slot = core ? (slots[index] as TypeSlot) : random.pick(slots);
  const type = slot.type;
  const brandKey = random.pick(type.brands);
  const sizeIndex = type.sizes?.length ? random.int(0, type.sizes.length - 1) : undefined;
  const qualifiers = type.qualifiers.map((group) => random.pick(group));
  const modelCode = `${random.pick(modelPrefixes)}-${random.int(100, 999)}`;
  const nameIn = (lang: 'es' | 'pt') =>
    [type.noun[lang], ...qualifiers.map((q) => q[lang]), sizeIndex === undefined ? '' : type.sizes?.[sizeIndex]?.[lang]]
      .filter(Boolean)
      .join(' ');
  return {
    random,
    market,
    slot,
    type,
    brandKey,
    sizeIndex,
    modelCode,
    baseName: { es: nameIn('es'), pt: nameIn('pt') },
  };
}

const indexes = new Map<string, MasterEntry[]>();

/** The master's entries for a seed and size, built once per process and shared by every tenant. */
export function masterIndex(seed: string, size: number): MasterEntry[] {
  const key = `${seed}|${size}`;
  const cached = indexes.get(key);
  if (cached) return cached;
  const used = new Set<string>();
  const entries: MasterEntry[] = [];
  for (let index = 0; index < size; index++) {
    const { market, slot, brandKey, modelCode, baseName } = identity(seed, index);
    // The same words from the same brand are a different model: real catalogues add its code.
    const keys = [`es|${brandKey}|${baseName.es}`, `pt|${brandKey}|${baseName.pt}`];
    const repeated = keys.some((name) => used.has(name));
    const coded = repeated ? { es: `${baseName.es} ${modelCode}`, pt: `${baseName.pt} ${modelCode}` } : baseName;
    used.add(`es|${brandKey}|${coded.es}`);
    used.add(`pt|${brandKey}|${coded.pt}`);
    entries.push({ slot, market, modelCode: repeated ? modelCode : undefined });
  }
  indexes.clear();
  indexes.set(key, entries);
  return entries;
}

function variantSkus(random: Random, type: ProductTypeSeed): { color?: string; size?: string }[] {
  const colors = type.colors ?? [];
  const sizes = type.variantSizes ?? [];
  const someSizes = () => {
    const start = random.int(0, Math.max(0, sizes.length - 3));
    return sizes.slice(start, start + random.int(3, sizes.length));
  };
  switch (type.variants) {
    case 'COLOR':
      return colors.length
        ? random.sample(colors, random.int(2, Math.min(6, colors.length))).map((color) => ({ color }))
        : [{}];
    case 'SIZE':
      return sizes.length ? someSizes().map((size) => ({ size })) : [{}];
    case 'COLOR_AND_SIZE': {
      const chosen = random.sample(colors, random.int(1, Math.min(3, colors.length)));
      return chosen.flatMap((color) => someSizes().map((size) => ({ color, size }))).slice(0, 12);
    }
    default:
      return [{}];
  }
}

/** The whole article `index` of the master: the same draws whichever tenant asks. */
export function masterProduct(seed: string, index: number, entry: MasterEntry): MasterProduct {
  const { random, slot, type, brandKey, sizeIndex, baseName } = identity(seed, index);
  const name = entry.modelCode
    ? { es: `${baseName.es} ${entry.modelCode}`, pt: `${baseName.pt} ${entry.modelCode}` }
    : baseName;
  const attributes = type.attributes.map((attribute) => ({
    name: attribute.name,
    value: random.pick(attribute.values),
  }));
  const dimensions = {
    depthCm: range(random, type.dimensionsCm.depth),
    heightCm: range(random, type.dimensionsCm.height),
    widthCm: range(random, type.dimensionsCm.width),
    weightKg: range(random, type.weightKg, 2),
  };
  const m2PerBox = type.m2PerBox ? range(random, type.m2PerBox, 2) : undefined;
  const paintYield = type.paintYieldM2PerLitre ? range(random, type.paintYieldM2PerLitre, 1) : undefined;
  const litres = sizeIndex !== undefined ? type.sizeLitres?.[sizeIndex] : undefined;
  const description: [Text, Text, Text] = [
    random.pick(descriptionOpeners),
    random.pick(descriptionDetails),
    random.pick(descriptionClosers),
  ];
  const soldByArea = type.saleUnit === 'M2' && m2PerBox !== undefined;
  const usd =
    range(random, type.priceUsd, 2) *
    (sizeIndex !== undefined ? (type.sizePriceFactors?.[sizeIndex] ?? 1) : 1) *
    (soldByArea ? (m2PerBox ?? 1) : 1);
  const quality = random.float(2.6, 4.95);
  const skus = variantSkus(random, type).map((variant, position) => ({
    ...variant,
    ean: gtin13(index * skusPerProduct + position),
  }));
  return {
    index,
    slot,
    gtin: skus[0]?.ean ?? gtin13(index * skusPerProduct),
    brandKey,
    name,
    attributes,
    description,
    dimensions,
    m2PerBox,
    paintYield,
    litres,
    soldByArea,
    saleUnit: soldByArea ? 'CAJA' : type.saleUnit,
    usd,
    quality,
    skus,
    imageCount: random.int(2, 5),
    spin: random.chance(0.12),
    video: random.chance(0.1),
  };
}
