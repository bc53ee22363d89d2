import { slugFor } from '../../src/lib/slug';
import type { Tenant } from '../../src/tenants/schema';
import { generateQuestions, generateReviews } from './community';
import { type CurrencyCode, localPrice } from './currency';
import { productId, skuId } from './ids';
import type { MasterProduct } from './master';
import { type PriceScenario, pickScenario, priceList } from './product-prices';
import { hasCardPrice } from './profile';
import type { Random } from './random';
import type { CatalogueSink } from './sink';
import { fill } from './texts';
import type { ColorSeed, QuestionSeed, ReviewSeed, ServiceSeed } from './vocabulary/types';

/** Everything a product needs that is the same for the whole tenant. */
export interface TenantContext {
  tenant: Tenant;
  lang: 'es' | 'pt';
  currency: CurrencyCode;
  priceGroupIds: string[];
  storeIds: string[];
  brandNames: Map<string, string>;
  colors: Map<string, ColorSeed>;
  services: Map<string, ServiceSeed>;
  referenceDate: Date;
  reviewSeeds: readonly ReviewSeed[];
  questionSeeds: readonly QuestionSeed[];
  nextSku: { value: number };
}

/** The master article a tenant sells as its `ordinal`-th product (ids are the tenant's own). */
export interface ProductPlacement {
  ordinal: number;
  article: MasterProduct;
}

/** What later steps (links, collections, reviews) need to know of a generated product. */
export interface GeneratedProduct {
  id: string;
  name: string;
  departmentKey: string;
  leafId: string;
  typeKey: string;
  quality: number;
}

const day = 86_400_000;

/**
 * A campaign ends one to six weeks after the catalogue's date, at the end of that day (UTC, which
 * is still that day in every tenant's time zone). Read off the discount already drawn rather than
 * a new draw, so every other column of the catalogue stays as it was.
 */
function campaignEnd(referenceDate: Date, scenario: PriceScenario): string {
  const weeks = 1 + (Math.round(scenario.discount * 1000) % 6);
  const end = new Date(referenceDate.getTime() + weeks * 7 * day);
  return `${end.toISOString().slice(0, 10)}T23:59:59.000Z`;
}

/**
 * Writes one product of the tenant with its SKUs, price lists, stock and data sheet: what the
 * article is comes from the master, in the tenant's language and currency; promotions, stock,
 * dates and reviews are the tenant's own.
 */
export function generateProduct(
  context: TenantContext,
  placement: ProductPlacement,
  random: Random,
  sink: CatalogueSink,
): GeneratedProduct {
  const { tenant, lang } = context;
  const { article } = placement;
  const type = article.slot.type;
  const id = productId(placement.ordinal);
  const brandKey = article.brandKey;
  const brand = context.brandNames.get(brandKey) ?? brandKey;
  const name = article.name[lang];
  const attributes = article.attributes.map((attribute) => ({
    name: attribute.name[lang],
    value: attribute.value[lang],
  }));
  const { dimensions, m2PerBox, paintYield, litres, saleUnit, usd } = article;
  const features = attributes
    .slice(0, 3)
    .map((a) => `${a.name.toLowerCase()} ${a.value}`)
    .join(', ');
  const description = article.description.map((template) => fill(template[lang], { name, brand, features })).join(' ');
  // An area product's shelf price is its box's (master.ts); the per-m² price rides along as
  // the M2 entry (docs/prices-and-badges.md drops it from display).
  const normal = localPrice(usd, context.currency);
  const scenario: PriceScenario = pickScenario(random, {
    card: hasCardPrice(tenant.tenant),
    pro:
      type.shipping === 'bulky' ||
      article.slot.departmentKey === 'building' ||
      article.slot.departmentKey === 'tools' ||
      article.slot.departmentKey === 'hardware',
  });
  const createdAt = new Date(context.referenceDate.getTime() - random.int(0, 720) * day);
  const quality = article.quality;
  const popularity = random.next() ** 3;
  const soldWeek = Math.round(popularity * 180);

  const badges: string[] = [];
  if (context.referenceDate.getTime() - createdAt.getTime() < 30 * day) badges.push('NEW');
  if (random.chance(0.04)) badges.push('EXCLUSIVE');
  if (tenant.flags.freeShipping && normal >= tenant.freeShippingFrom && type.shipping !== 'pickup_only')
    badges.push('FREE_SHIPPING');
  if (scenario.kind === 'internet' || scenario.kind === 'card') badges.push('INTERNET_PRICE');
  if (scenario.kind === 'card') badges.push('CMR');
  if (scenario.pro) badges.push('PRECIOS_PRO');
  if (scenario.kind === 'ab') badges.push('AB');
  if (scenario.kind === 'combo') badges.push('COMBO');
  if (tenant.tenant === 'mx' && random.chance(0.08)) badges.push('MXN_PROMOTION');

  // Each SKU has its own pictures (a colour shows its colour): the first SKU's are the product's,
  // under the product's paths; every other SKU's sit under its own id (src/server/product/images.ts).
  const variants = article.skus;
  const skuIds = variants.map(() => skuId(context.nextSku.value++));
  const galleryAt = (base: string) => {
    const items: { type: 'IMAGE' | 'VIDEO' | 'SPIN'; url: string; frames?: number }[] = [];
    for (let n = 1; n <= article.imageCount; n++) items.push({ type: 'IMAGE', url: `${base}/${n}.svg` });
    if (article.spin) items.push({ type: 'SPIN', url: `${base}/spin/{frame}.svg`, frames: 12 });
    if (article.video) items.push({ type: 'VIDEO', url: `${base}/video.svg` });
    return items;
  };
  const productMedia = `/media/${tenant.tenant}/products/${id}`;
  const gallery = galleryAt(productMedia);

  const serviceKeys = [
    ...(type.services ?? []),
    ...(type.warranty ? ['warranty-1y', 'warranty-2y', 'warranty-3y'] : []),
  ];
  const productServices = serviceKeys
    .map((key) => context.services.get(key))
    .filter((service) => service !== undefined)
    .map((service) => ({
      id: service.key,
      kind: service.kind,
      name: service.name[lang],
      price: localPrice(service.priceUsd, context.currency),
    }));

  const stockPlan = random.next();
  const campaignEnds = campaignEnd(context.referenceDate, scenario);
  // SKUs reference their product row, so they are written after it.
  const writeSkus = () =>
    variants.forEach((variant, position) => {
      const sku = skuIds[position] as string;
      const color = variant.color ? context.colors.get(variant.color) : undefined;
      sink.insert('skus', {
        tenant: tenant.tenant,
        id: sku,
        product_id: id,
        position,
        color: color ? color.name[lang] : null,
        color_hex: color ? color.hex : null,
        size: variant.size ?? null,
        ean: variant.ean,
        gallery: JSON.stringify(position === 0 ? gallery : galleryAt(`${productMedia}/${sku}`)),
      });
      context.priceGroupIds.forEach((priceGroupId, groupIndex) => {
        const input = { normal, currency: context.currency, scenario, m2PerBox, litres, saleUnit, campaignEnds };
        priceList(input, groupIndex).forEach((entry, entryPosition) => {
          sink.insert('prices', {
            tenant: tenant.tenant,
            sku_id: sku,
            price_group_id: priceGroupId,
            position: entryPosition,
            type: entry.type,
            amount: entry.amount,
            unit: entry.unit,
            valid_until: entry.validUntil,
          });
        });
      });
      // Most products are stocked; some are sold out, some nearly (docs/delivery-promise.md stock states).
      const soldOut = stockPlan < 0.07;
      const critical = stockPlan >= 0.07 && stockPlan < 0.12;
      const dc = soldOut ? 0 : critical ? random.int(1, 5) : random.int(6, 400);
      sink.insert('stock', { tenant: tenant.tenant, sku_id: sku, store_id: 'DC', quantity: dc });
      for (const store of context.storeIds) {
        if (soldOut || !random.chance(0.7)) continue;
        sink.insert('stock', {
          tenant: tenant.tenant,
          sku_id: sku,
          store_id: store,
          quantity: critical ? random.int(0, 2) : random.int(0, 60),
        });
      }
    });

  const common = { tenant: tenant.tenant, lang, productId: id, createdAt, referenceDate: context.referenceDate };
  const rating = generateReviews({ ...common, quality, popularity, seeds: context.reviewSeeds }, random, sink);
  generateQuestions(
    { ...common, departmentKey: article.slot.departmentKey, seeds: context.questionSeeds },
    random,
    sink,
  );

  sink.insert('products', {
    tenant: tenant.tenant,
    id,
    name,
    slug: slugFor(lang, name),
    brand_id: brandKey,
    category_id: article.slot.categoryPath.at(-1) ?? '',
    description,
    variant_type: type.variants ?? null,
    sale_unit: saleUnit,
    m2_per_box: m2PerBox ?? null,
    calculator: type.calculator ?? null,
    paint_yield: paintYield ?? null,
    shipping_type: type.shipping,
    product_type: type.key,
    badges: JSON.stringify(badges),
    attributes: JSON.stringify(dimensions),
    top_attributes: JSON.stringify(attributes.slice(0, type.topAttributes ?? 3)),
    data_sheet: JSON.stringify(attributes),
    gallery: JSON.stringify(gallery),
    services: JSON.stringify(productServices),
    rating_average: rating.average,
    rating_count: rating.count,
    sold_day: Math.round(soldWeek / 7),
    sold_two_days: Math.round((soldWeek * 2) / 7),
    sold_week: soldWeek,
    created_at: createdAt.toISOString(),
    gtin: article.gtin,
  });
  writeSkus();
  return {
    id,
    name,
    departmentKey: article.slot.departmentKey,
    leafId: article.slot.categoryPath.at(-1) ?? '',
    typeKey: type.key,
    quality,
  };
}
