import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

/**
 * A synthetic but realistic Andamio feed (src/lib/validation/andamio-feed.ts) for the import
 * benchmark: a three-level category tree, brands, and `products` products of one to three SKUs,
 * each SKU priced in every price group of the tenant and stocked in a few of its stores. The
 * same arguments write the same bytes (a seeded generator), so two runs import the same feed.
 */
export interface SyntheticFeed {
  products: number;
  /** The tenant's price groups and stores, read from the database so that references hold. */
  priceGroups: string[];
  stores: string[];
}

export interface WrittenFeed {
  lines: number;
  skus: number;
  bytes: number;
}

/** mulberry32: small, fast and the same everywhere. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const kinds = ['Taladro', 'Pintura látex', 'Cerámica', 'Llave', 'Tubo', 'Cable', 'Lámpara', 'Martillo', 'Sierra'];
const qualities = ['profesional', 'reforzado', 'económico', 'premium', 'compacto', 'inalámbrico', 'industrial'];
const materials = ['acero', 'PVC', 'cobre', 'madera', 'aluminio', 'porcelanato', 'fibra de vidrio'];
const colours = [
  ['Blanco', '#ffffff'],
  ['Negro', '#000000'],
  ['Gris', '#808080'],
  ['Rojo', '#c0392b'],
  ['Azul', '#2e86c1'],
] as const;
const sizes = ['S', 'M', 'L', '1/2"', '3/4"', '1 L', '4 L'];
const topLevels = 12;
const perLevel = 5;

const categoryIds = (): { id: string; parentId: string | null }[] => {
  const out: { id: string; parentId: string | null }[] = [];
  for (let a = 1; a <= topLevels; a++) {
    out.push({ id: `BC${a}`, parentId: null });
    for (let b = 1; b <= perLevel; b++) {
      out.push({ id: `BC${a}-${b}`, parentId: `BC${a}` });
      for (let c = 1; c <= perLevel; c++) out.push({ id: `BC${a}-${b}-${c}`, parentId: `BC${a}-${b}` });
    }
  }
  return out;
};

/** SKU ids of the feed's own (7 digits, a "Z" and the variant letter): no generated catalogue uses them. */
const skuIdOf = (product: number, variant: number) => `${1_000_000 + product}Z-${'ABC'[variant]}`;

export async function writeSyntheticFeed(path: string, feed: SyntheticFeed, seed = 29): Promise<WrittenFeed> {
  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const out = createWriteStream(path);
  let lines = 0;
  let skus = 0;
  let bytes = 0;
  let buffered: string[] = [];
  const emit = async (record: unknown) => {
    buffered.push(JSON.stringify(record));
    lines += 1;
    if (buffered.length >= 2000) await flush();
  };
  const flush = async () => {
    const text = `${buffered.join('\n')}\n`;
    buffered = [];
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };

  const categories = categoryIds();
  for (const [position, category] of categories.entries()) {
    await emit({
      type: 'category',
      id: category.id,
      name: `Categoría ${category.id.slice(2).replaceAll('-', ' ')}`,
      parentId: category.parentId,
      position: position % perLevel,
    });
  }
  const leaves = categories.filter((category) => category.id.split('-').length === 3).map(({ id }) => id);
  const brands = Array.from({ length: 200 }, (_, at) => `BB${at + 1}`);
  for (const id of brands) await emit({ type: 'brand', id, name: `Marca ${id.slice(2)}` });

  for (let product = 0; product < feed.products; product++) {
    const id = `BP${product + 1}`;
    const kind = pick(kinds);
    const variants = 1 + Math.floor(random() * 3);
    const paint = kind === 'Pintura látex';
    const tile = kind === 'Cerámica';
    await emit({
      type: 'product',
      id,
      name: `${kind} ${pick(qualities)} de ${pick(materials)} ${product + 1}`,
      description: `${kind} ${pick(qualities)} para uso doméstico y profesional. Fabricado en ${pick(materials)}, resistente a la humedad y al uso diario. Incluye garantía del fabricante y manual de instalación.`,
      brandId: pick(brands),
      categoryId: pick(leaves),
      variantType: variants > 1 ? (random() < 0.5 ? 'COLOR' : 'SIZE') : null,
      saleUnit: tile ? 'CAJA' : paint ? 'GL' : 'UN',
      m2PerBox: tile ? 1.44 : null,
      calculator: tile ? 'floor' : paint ? 'paint' : null,
      paintYield: paint ? 10 : null,
      shippingType: random() < 0.1 ? 'bulky' : 'home',
      productType: kind,
      gtin: String(7_800_000_000_000 + product),
      badges: random() < 0.2 ? ['Nuevo'] : [],
      dimensions: { depthCm: 20, heightCm: 30, widthCm: 10, weightKg: Math.round(random() * 200) / 10 },
      topAttributes: [
        { name: 'Material', value: pick(materials) },
        { name: 'Uso', value: 'Interior y exterior' },
      ],
      dataSheet: Array.from({ length: 8 }, (_, at) => ({ name: `Atributo ${at + 1}`, value: pick(qualities) })),
      gallery: Array.from({ length: 3 }, (_, at) => ({ url: `/media/bench/${id}/${at + 1}.jpg` })),
      services: random() < 0.1 ? [{ id: 'ARMADO', kind: 'service', name: 'Armado a domicilio', price: 9990 }] : [],
    });
    for (let variant = 0; variant < variants; variant++) {
      const skuId = skuIdOf(product, variant);
      const [color, colorHex] = pick(colours);
      skus += 1;
      await emit({
        type: 'sku',
        id: skuId,
        productId: id,
        position: variant,
        color: variants > 1 ? color : null,
        colorHex: variants > 1 ? colorHex : null,
        size: variants > 1 ? pick(sizes) : null,
        ean: String(7_700_000_000_000 + product * 3 + variant),
      });
      const normal = 1990 + Math.floor(random() * 200_000);
      for (const priceGroup of feed.priceGroups) {
        const prices: Record<string, unknown>[] = [{ type: 'NORMAL', amount: normal }];
        if (random() < 0.3) prices.unshift({ type: 'INTERNET', amount: Math.round(normal * 0.9) });
        if (random() < 0.1)
          prices.unshift({ type: 'EVENT', amount: Math.round(normal * 0.8), validUntil: '2030-01-31T23:59:59Z' });
        await emit({ type: 'prices', skuId, priceGroup, prices });
      }
      for (const storeId of feed.stores) {
        await emit({ type: 'stock', skuId, storeId, quantity: Math.floor(random() * 60) });
      }
    }
  }
  await flush();
  out.end();
  await once(out, 'finish');
  return { lines, skus, bytes };
}
