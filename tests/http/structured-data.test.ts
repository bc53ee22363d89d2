import { describe, expect, it } from 'vitest';
import { tenantLocalTime } from '../../src/server/tenant-clock';
import { getTenant } from '../../src/tenants/registry';
import type { TenantId } from '../../src/tenants/schema';
import { baseUrl } from './client';
import { listingPages, type PageType, productPages } from './page-types';
import type { ProductNode } from './product-json-ld';

/**
 * Issue 27: the JSON-LD of every product page type, variants included, meets Google's
 * requirements for merchant listings (Product, Offer, OfferShippingDetails, MerchantReturnPolicy)
 * and product variants (ProductGroup), and every listing has a BreadcrumbList. Each problem is
 * named with the property Google's documentation names, so one run lists them all.
 */
type Node = Record<string, unknown>;

async function jsonLdOf(path: string): Promise<{ documents: Node[]; html: string }> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const documents = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Node,
  );
  return { documents, html };
}

const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s{}]+$/.test(value);
const days = (value: unknown) => {
  const range = (value ?? {}) as Node;
  return (
    Number.isInteger(range.minValue) &&
    Number.isInteger(range.maxValue) &&
    (range.minValue as number) <= (range.maxValue as number) &&
    range.unitCode === 'DAY'
  );
};

/** Google's merchant listing: what a Product and its Offer must have, and what they should. */
function productProblems(product: ProductNode, currency: string, where: string): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where}: ${what}`);
  };
  need(typeof product.name === 'string' && product.name.length > 0, 'name');
  need(Array.isArray(product.image) && product.image.length > 0 && product.image.every(isUrl), 'image (URLs)');
  need(typeof product.sku === 'string' || Object.keys(product).some((key) => key.startsWith('gtin')), 'sku or gtin');
  need(isUrl(product.url), 'url');
  const offer = (product.offers ?? {}) as Node;
  need(offer['@type'] === 'Offer', 'offers (an Offer)');
  need(/^\d+(\.\d+)?$/.test(String(offer.price)) && Number(offer.price) > 0, 'offers.price above zero');
  need(offer.priceCurrency === currency, `offers.priceCurrency ${currency}`);
  need(String(offer.availability).startsWith('https://schema.org/'), 'offers.availability');
  need(offer.itemCondition === 'https://schema.org/NewCondition', 'offers.itemCondition');
  const shipping = offer.shippingDetails as Node | undefined;
  if (shipping) {
    const rate = (shipping.shippingRate ?? {}) as Node;
    need(/^\d+(\.\d+)?$/.test(String(rate.value)) && rate.currency === currency, 'shippingRate.value and currency');
    need(/^[A-Z]{2}$/.test(String((shipping.shippingDestination as Node)?.addressCountry)), 'shippingDestination');
    const time = (shipping.deliveryTime ?? {}) as Node;
    need(days(time.handlingTime) && days(time.transitTime), 'deliveryTime.handlingTime and transitTime in days');
  } else need(offer.availability === 'https://schema.org/OutOfStock', 'offers.shippingDetails');
  const returns = (offer.hasMerchantReturnPolicy ?? {}) as Node;
  need(/^[A-Z]{2}$/.test(String(returns.applicableCountry)), 'hasMerchantReturnPolicy.applicableCountry');
  need(String(returns.returnPolicyCategory).startsWith('https://schema.org/MerchantReturn'), 'returnPolicyCategory');
  if (returns.returnPolicyCategory === 'https://schema.org/MerchantReturnFiniteReturnWindow')
    need(Number.isInteger(returns.merchantReturnDays), 'merchantReturnDays');
  need(isUrl(returns.merchantReturnLink), 'merchantReturnLink');
  return problems;
}

/** Google's product variants: the group's own properties, and each variant a full merchant listing. */
function groupProblems(group: Node, currency: string): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`ProductGroup: ${what}`);
  };
  need(typeof group.name === 'string' && group.name.length > 0, 'name');
  need(typeof group.productGroupID === 'string' && group.productGroupID.length > 0, 'productGroupID');
  need(typeof (group.brand as Node)?.name === 'string', 'brand.name');
  need(typeof group.description === 'string', 'description');
  const variesBy = (group.variesBy ?? []) as string[];
  need(variesBy.length > 0, 'variesBy');
  const variants = (group.hasVariant ?? []) as ProductNode[];
  need(variants.length > 1, 'hasVariant (two or more)');
  need(new Set(variants.map((variant) => variant.sku)).size === variants.length, 'a sku of its own per variant');
  need(new Set(variants.map((variant) => variant.url)).size === variants.length, 'a url of its own per variant');
  for (const variant of variants) {
    problems.push(...productProblems(variant, currency, `variant ${variant.sku}`));
    for (const property of variesBy) {
      const name = property.replace('https://schema.org/', '');
      if (variant[name] === undefined) problems.push(`variant ${variant.sku}: ${name} (variesBy)`);
    }
  }
  return problems;
}

/** "$ 12.990" or "R$ 1.299,90" as the number the JSON-LD writes. */
const shownAmount = (html: string, tenant: TenantId) => {
  const text = /data-current-price[^>]*>([^<]+)</.exec(html)?.[1] ?? '';
  const { separator } = getTenant(tenant);
  return Number(
    text
      .replace(/[^\d.,]/g, '')
      .replaceAll(separator.thousand, '')
      .replace(separator.decimal, '.'),
  );
};

describe.each(['cl', 'br'] as const)('%s: structured data', (tenant: TenantId) => {
  const currency = getTenant(tenant).currency.code;

  it('every product page type is a merchant listing, a product with variants a ProductGroup', {
    timeout: 120_000,
  }, async () => {
    const found: Record<string, string[]> = {};
    const pages: PageType[] = await productPages(tenant);
    for (const page of pages) {
      const { documents, html } = await jsonLdOf(page.path);
      const group = documents.find((document) => document['@type'] === 'ProductGroup');
      const single = documents.find((document) => document['@type'] === 'Product') as ProductNode | undefined;
      const problems = group
        ? groupProblems(group, currency)
        : single
          ? productProblems(single, currency, 'Product')
          : ['no Product'];
      if (!group && single) {
        if (typeof (single.brand as Node)?.name !== 'string') problems.push('Product: brand.name');
        if (typeof single.description !== 'string') problems.push('Product: description');
      }
      // the offer of the SKU the page shows says the price the page shows
      const shown = group ? ((group.hasVariant as ProductNode[])[0] ?? {}) : (single ?? {});
      if (html.includes('data-current-price') && Number(shown.offers?.price) !== shownAmount(html, tenant))
        problems.push(`the JSON-LD price ${shown.offers?.price} is not the shown ${shownAmount(html, tenant)}`);
      // a campaign price says the last day it holds, the day the page tells shoppers
      const ends = /data-price-valid-until="([^"]+)"/.exec(html)?.[1];
      const lastDay = ends ? tenantLocalTime(getTenant(tenant), new Date(ends)).date : undefined;
      if (shown.offers?.priceValidUntil !== lastDay)
        problems.push(`offers.priceValidUntil ${shown.offers?.priceValidUntil} is not the shown end's day ${lastDay}`);
      if (page.name === 'product on a campaign price' && !lastDay) problems.push('a campaign price without its end');
      if (!documents.some((document) => document['@type'] === 'BreadcrumbList')) problems.push('BreadcrumbList');
      if (page.name.startsWith('product in') && !group) problems.push('a product of several SKUs is no ProductGroup');
      if (problems.length > 0) found[`${page.name} ${page.path}`] = problems;
    }
    expect(found).toEqual({});
  });

  it('every listing has a BreadcrumbList from the home to itself', { timeout: 120_000 }, async () => {
    const home = `${getTenant(tenant).seoDomain}/${tenant}/`;
    for (const page of await listingPages(tenant)) {
      const { documents, html } = await jsonLdOf(page.path);
      const trail = documents.find((document) => document['@type'] === 'BreadcrumbList');
      const items = (trail?.itemListElement ?? []) as { position: number; name: string; item: string }[];
      expect(items.length, page.name).toBeGreaterThan(1);
      expect(items[0]?.item, page.name).toBe(home);
      expect(items.map((item) => item.position)).toEqual(items.map((_, at) => at + 1));
      expect(
        items.every((item) => item.name.length > 0 && isUrl(item.item)),
        page.name,
      ).toBe(true);
      // the last step is the page itself, at its canonical address
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      if (canonical) expect(items.at(-1)?.item, page.name).toBe(canonical);
    }
  });
});
