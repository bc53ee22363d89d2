import { beforeAll, describe, expect, it } from 'vitest';
import { groupByLine, pageViewer } from '../../src/lib/price/combinations';
import { displayedPrice } from '../../src/lib/price/displayed-price';
import type { PriceEntry } from '../../src/lib/price/price-entry';
import { api, baseUrl } from './client';
import { fallbackGroup, has, type PricedProduct, priceFixtures, shownLine } from './price-fixtures';
import { shownProductOf } from './product-json-ld';

interface LabelledEntry {
  type: PriceEntry['type'];
  price: number;
  label: string;
  unit: string | null;
}
interface Description {
  url: string;
  badges: { type: string; label: string | null }[];
  price: {
    status: string;
    priceGroup: string;
    current: { amount: number };
    regular: { amount: number };
    lines: { role: string; type: string; amount: number }[];
  };
  priceList: { priceGroup: string; skus: { skuId: string; entries: LabelledEntry[] }[] };
}
interface Card {
  price: { current: number; conditional: { role: string; type: string; amount: number; label: string }[] } | null;
}

let products: PricedProduct[];
beforeAll(async () => {
  products = await priceFixtures();
});

const describeProduct = async (id: string) => {
  const { status, body } = await api<Description>(`/api/cl/product?productId=${id}`);
  expect(status).toBe(200);
  return body.data as Description;
};
const html = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
/** What a shopper reads: tags dropped, spaces collapsed. */
const readable = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ :/g, ':');
const priceBlockOf = (page: string) =>
  page.slice(page.indexOf('data-price-block'), page.indexOf('</section>', page.indexOf('data-price-block')));
/** The badge list of the product page: every <li> outside the price block whose text is a badge label. */
const pageBadges = (page: string) => {
  const block = priceBlockOf(page);
  return [...page.replace(block, '').matchAll(/<li class="rounded bg-brand-light[^"]*">([^<]+)<\/li>/g)].map(
    (m) => m[1],
  );
};
const cardOf = (page: string, id: string) => {
  const start = page.indexOf(`aria-labelledby="product-${id}"`);
  expect(start, `a card of ${id} on the page`).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf('</article>', start));
};
const first = (predicate: (product: PricedProduct) => boolean, what: string) => {
  const found = products.find(predicate);
  if (!found) throw new Error(`No cl product in the test database with ${what}`);
  return found;
};

describe('pro and CMR prices on pages (docs/prices-and-badges.md), for every shopper', () => {
  it('shows the pro tier as its own labelled line with its amount, on the product page and its card', async () => {
    const product = first((p) => shownLine(p, 'pro') !== undefined, 'a pro price below the current one');
    const pro = shownLine(product, 'pro');
    const page = await html((await describeProduct(product.id)).url);
    expect(readable(priceBlockOf(page))).toContain(`Precio Pro: ${pro?.text}`);
    expect(page).toContain('data-price-line="PRECIOS_PRO"');

    const listing = await html(`/cl/search?Ntt=${encodeURIComponent(product.name)}`);
    expect(readable(cardOf(listing, product.id))).toContain(`Precio Pro: ${pro?.text}`);
    const { body } = await api<Card>(`/api/cl/product-info?productId=${product.id}`);
    expect(body.data?.price?.conditional).toContainEqual({
      role: 'pro',
      type: 'PRECIOS_PRO',
      amount: pro?.amount,
      text: pro?.text,
      label: 'Precio Pro',
    });
  });

  it('shows the CMR price as its own labelled line with its amount, on the product page and its card', async () => {
    const product = first((p) => shownLine(p, 'card') !== undefined, 'a CMR price within the limits');
    const card = shownLine(product, 'card');
    const page = await html((await describeProduct(product.id)).url);
    expect(readable(priceBlockOf(page))).toContain(`Precio CMR: ${card?.text}`);
    const listing = await html(`/cl/search?Ntt=${encodeURIComponent(product.name)}`);
    expect(readable(cardOf(listing, product.id))).toContain(`Precio CMR: ${card?.text}`);
  });

  it('never shows a price badge without the price it announces, on the page or the card', async () => {
    const hiddenCard = products
      .filter((p) => p.badges.includes('CMR') && shownLine(p, 'card') === undefined)
      .slice(0, 3);
    // The CMR price of a cheap item sits below the lower limit (docs/prices-and-badges.md): the card price is not shown.
    expect(hiddenCard.length).toBeGreaterThan(0);
    for (const product of hiddenCard) {
      const description = await describeProduct(product.id);
      expect(description.badges.map((badge) => badge.type)).not.toContain('CMR');
      expect(pageBadges(await html(description.url))).not.toContain('Precio CMR');
      const listing = await html(`/cl/search?Ntt=${encodeURIComponent(product.name)}`);
      expect(readable(cardOf(listing, product.id))).not.toContain('Precio CMR');
    }
    const withPro = products.filter((p) => p.badges.includes('PRECIOS_PRO')).slice(0, 3);
    for (const product of withPro) {
      const page = await html((await describeProduct(product.id)).url);
      const pro = shownLine(product, 'pro');
      expect(pageBadges(page).includes('Precio Pro')).toBe(pro !== undefined);
      if (pro) expect(readable(priceBlockOf(page))).toContain(`Precio Pro: ${pro.text}`);
    }
  });
});

describe('the price list of the product answer (docs/prices-and-badges.md)', () => {
  it('gives every SKU’s entries of type, price, label and unit for the zone’s price group', async () => {
    const product = first((p) => p.skuIds.length >= 2 && has(p, 'PRECIOS_PRO'), 'variants and a pro price');
    const data = await describeProduct(product.id);
    expect(data.priceList.priceGroup).toBe(fallbackGroup);
    expect(data.priceList.skus.map((sku) => sku.skuId)).toEqual(product.skuIds);
    const firstList = data.priceList.skus[0]?.entries ?? [];
    expect(firstList).toEqual(
      product.entries
        .filter((entry) => entry.type !== 'EMPLOYEE')
        .map((entry) => ({
          type: entry.type,
          price: entry.price,
          label: expect.any(String),
          unit: entry.unit ?? null,
          ...(entry.validUntil ? { validUntil: entry.validUntil } : {}),
        })),
    );
    expect(firstList.find((entry) => entry.type === 'PRECIOS_PRO')?.label).toBe('Precio Pro');
    for (const sku of data.priceList.skus) expect(sku.entries.length).toBeGreaterThan(0);
  });

  it('agrees with the displayed price by the rule (docs/prices-and-badges.md), for every kind of list', async () => {
    const kinds = [
      first((p) => has(p, 'AggregatedBundlePrice'), 'a bundle total'),
      first((p) => has(p, 'M2'), 'an M2 price'),
      first((p) => has(p, 'PUM'), 'a PUM price'),
      first((p) => has(p, 'CMR_EVENT'), 'a CMR_EVENT price'),
      first((p) => has(p, 'INTERNET_EVENT'), 'an INTERNET_EVENT price'),
      first((p) => has(p, 'SAVING') && has(p, 'EVENT') && has(p, 'INTERNET'), 'EVENT beside INTERNET'),
    ];
    for (const product of kinds) {
      const data = await describeProduct(product.id);
      const list = (data.priceList.skus[0]?.entries ?? []).map(({ type, price, unit }) => ({
        type,
        price,
        ...(unit ? { unit } : {}),
      }));
      const shown = displayedPrice(groupByLine(list, pageViewer).shelf);
      expect(shown.status, product.id).toBe('priced');
      if (shown.status !== 'priced') continue;
      expect(data.price.current.amount, product.id).toBe(shown.current.price);
      expect(data.price.regular.amount, product.id).toBe(shown.regular.price);
    }
  });

  it('shows a bundle at its combo price with the total of its parts as the regular price (docs/prices-and-badges.md)', async () => {
    const bundle = first((p) => has(p, 'AggregatedBundlePrice') && shownLine(p, 'regular') !== undefined, 'a bundle');
    const data = await describeProduct(bundle.id);
    const total = bundle.entries.find((entry) => entry.type === 'AggregatedBundlePrice');
    expect(data.price.lines.slice(0, 2)).toMatchObject([
      { role: 'current', type: 'COMBO' },
      { role: 'regular', type: 'AggregatedBundlePrice', amount: total?.price },
    ]);
    const page = await html(data.url);
    expect(readable(priceBlockOf(page))).toContain(shownLine(bundle, 'regular')?.text);
  });
});

describe('the employee price', () => {
  it('never reaches a page, a card, an API answer or the JSON-LD', async () => {
    const staffPriced = products.filter((p) => has(p, 'EMPLOYEE')).slice(0, 3);
    expect(staffPriced.length).toBeGreaterThan(0);
    for (const product of staffPriced) {
      const { body } = await api<Description>(`/api/cl/product?productId=${product.id}`);
      const answer = JSON.stringify(body);
      expect(answer).not.toContain('EMPLOYEE');
      expect(answer).not.toMatch(/colaborador/i);
      const data = body.data as Description;
      const page = await html(data.url);
      expect(page).not.toMatch(/colaborador|data-price-line="EMPLOYEE"/i);
      const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
        JSON.parse(m[1] ?? 'null'),
      );
      const offer = shownProductOf(jsonLd)?.offers;
      // cl has no minor digits: the JSON-LD price is the displayed current price itself.
      expect(Number(offer?.price)).toBe(data.price.current.amount);
      const card = JSON.stringify((await api<Card>(`/api/cl/product-info?productId=${product.id}`)).body);
      expect(card).not.toMatch(/EMPLOYEE|colaborador/i);
      const listing = await html(`/cl/search?Ntt=${encodeURIComponent(product.name)}`);
      expect(cardOf(listing, product.id)).not.toMatch(/colaborador|EMPLOYEE/i);
    }
  });
});
