import { priceTypeSchema } from '../../src/lib/price/price-entry';
import type { FeedRecord } from '../../src/lib/validation/andamio-feed';
import type { Tenant } from '../../src/tenants/schema';
import { colours } from './merchant-center-catalogue';

/**
 * A retailer's catalogue of 40 products in Andamio's own feed, for the import's acceptance test:
 * 8 enamels in 3 colours each (a product of 3 SKUs with their swatches and pictures) and 32 tools
 * sold alone. Between them the price lists carry every price type of docs/prices-and-badges.md: a
 * campaign with its end, card, pro, staff, bundle, per-unit and per-m² prices, a saving, and a
 * sale that begins five days later (card prices above the card's lower limit, 10.000, so they show). The second tool is out of stock. Pictures are on `origin`
 * (tests/support/image-server.ts), one per colour and four for the tools.
 */
export interface AndamioCatalogue {
  records: FeedRecord[];
  groups: { productId: string; name: string; skuId: string }[];
  tools: { productId: string; name: string; skuId: string }[];
  /** Each product's first SKU's list, as fed: what its page shows. */
  listOf: Map<string, Extract<FeedRecord, { type: 'prices' }>['prices']>;
}

const day = 24 * 60 * 60 * 1000;
type Entry = Extract<FeedRecord, { type: 'prices' }>['prices'][number];

export function andamioCatalogue(
  tenant: Tenant,
  origin: string,
  priceGroups: string[],
  now = new Date(),
): AndamioCatalogue {
  const minor = (major: number) => major * 10 ** tenant.currency.minorDigits;
  const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
  const entry = (type: Entry['type'], major: number, extra: Partial<Entry> = {}): Entry => ({
    type,
    amount: minor(major),
    ...extra,
  });
  const normal = entry('NORMAL', 19990);
  const groupLists: Entry[][] = [
    [
      entry('EVENT', 14990, { validUntil: at(10) }),
      normal,
      entry('PUM', 14990, { unit: 'L', validUntil: at(10) }),
      entry('PUM', 19990, { unit: 'L' }),
    ],
    [entry('INTERNET', 17990), normal, entry('CMR', 15990)],
    [entry('AB', 18990), normal],
    [entry('INTERNET_EVENT', 16990, { validUntil: at(7) }), normal, entry('CMR_EVENT', 15490, { validUntil: at(7) })],
    [entry('CMR_INTERNET', 15990), entry('INTERNET', 17990), normal],
    [normal, entry('PRECIOS_PRO', 17990), entry('EMPLOYEE', 12990)],
    [entry('INTERNET', 17990), normal, entry('SAVING', 2000)],
    [normal, entry('M2', 6663, { unit: 'M2' })],
  ];
  const toolList = (tool: number): Entry[] =>
    tool === 1
      ? [entry('EVENT', 7990, { validFrom: at(5), validUntil: at(15) }), entry('NORMAL', 9990)]
      : tool === 4
        ? [entry('COMBO', 18990), entry('AggregatedBundlePrice', 23990), entry('CMR_COMBO', 17490)]
        : [entry('NORMAL', 9990)];

  const records: FeedRecord[] = [
    { type: 'category', id: 'ANDFER', name: 'Ferretería', position: 0 },
    { type: 'category', id: 'ANDESM', name: 'Esmaltes', parentId: 'ANDFER', position: 0 },
    { type: 'category', id: 'ANDHER', name: 'Herramientas', parentId: 'ANDFER', position: 1 },
    { type: 'brand', id: 'ferromundo', name: 'Ferromundo' },
  ] as FeedRecord[];
  const groups: AndamioCatalogue['groups'] = [];
  const tools: AndamioCatalogue['tools'] = [];
  const listOf: AndamioCatalogue['listOf'] = new Map();
  const sell = (skuId: string, prices: Entry[], units: number) => {
    for (const priceGroup of priceGroups) records.push({ type: 'prices', skuId, priceGroup, prices } as FeedRecord);
    records.push({ type: 'stock', skuId, storeId: 'DC', quantity: units } as FeedRecord);
  };
  for (const [index, prices] of groupLists.entries()) {
    // upper-case, as a retailer's system may write it: the storefront keeps it lower-case, as its URLs
    const productId = `AFG${index + 1}`;
    const name = `Esmalte al agua Ferromundo línea ${index + 1}`;
    records.push({
      type: 'product',
      id: productId,
      name,
      description: `Esmalte al agua de secado rápido, línea ${index + 1}.`,
      brandId: 'ferromundo',
      categoryId: 'ANDESM',
      variantType: 'COLOR',
      saleUnit: index === 7 ? 'CJ' : 'GL',
      m2PerBox: index === 7 ? 3 : null,
      dataSheet: [{ name: 'Terminación', value: 'Satinada' }],
      gallery: [{ url: `${origin}/img/${colours[0].toLowerCase()}.png` }],
    } as FeedRecord);
    for (const [position, colour] of colours.entries()) {
      const skuId = String(7_300_000 + (index + 1) * 10 + position);
      if (position === 0) groups.push({ productId, name, skuId });
      records.push({
        type: 'sku',
        id: skuId,
        productId,
        position,
        color: colour,
        colorHex: ['#FFFFFF', '#C0392B', '#2E86C1'][position],
        ean: `779${skuId}`.padEnd(13, '0'),
        gallery: [{ url: `${origin}/img/${colour.toLowerCase()}.png` }],
      } as FeedRecord);
      sell(skuId, prices, 50);
    }
    listOf.set(productId, prices);
  }
  for (let tool = 1; tool <= 32; tool += 1) {
    const productId = String(7_400_000 + tool);
    const skuId = String(7_500_000 + tool);
    const name = `Llave de tubo Ferromundo modelo ${tool} de ${200 + tool} mm`;
    tools.push({ productId, name, skuId });
    records.push({
      type: 'product',
      id: productId,
      name,
      description: 'Llave de tubo de acero forjado.',
      brandId: 'ferromundo',
      categoryId: 'ANDHER',
      saleUnit: 'UN',
      badges: tool === 4 ? ['COMBO'] : [],
      gallery: [{ url: `${origin}/img/tool-${tool % 4}.png` }],
    } as FeedRecord);
    records.push({ type: 'sku', id: skuId, productId, ean: `779${skuId}`.padEnd(13, '0') } as FeedRecord);
    sell(skuId, toolList(tool), tool === 2 ? 0 : 50);
    listOf.set(productId, toolList(tool));
  }
  return { records, groups, tools, listOf };
}

/** Every price type the catalogue knows: the lists above carry each at least once. */
export const everyPriceType = priceTypeSchema.options;
