import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { formatMoney } from '../../src/lib/money';
import { productUrl } from '../../src/lib/routes';
import { getTenant } from '../../src/tenants/registry';
import { freePort } from '../support/free-port';
import { type ImageServer, startImageServer } from '../support/image-server';
import { colours, merchantCenterCatalogue, pictureNames } from '../support/merchant-center-catalogue';
import { type MerchantCenterItem, merchantCenterTsv, merchantCenterXml } from '../support/merchant-center-feed';
import { solidPng } from '../support/solid-png';
import { andamioFeedCases } from './andamio-feed-cases';
import { nothingWritten, postFeed } from './feed-post';
import { copyOfTestDatabase, type DatabaseCopy, type RunningServer, startServer } from './server';

/**
 * A retailer's Merchant Center catalogue in (README "Catalogue import"): 40 products with variant
 * groups, a running sale, out-of-stock items and pictures on a loopback host, posted as a full
 * feed, become priced, searchable product pages with their pictures, a colour choice per group,
 * out-of-stock shown as such and the sale as the offer price; the next full feed that leaves a
 * product out withdraws it (410) and fetches no picture again. XML into pe, TSV into co, and
 * Andamio's own feed with every price type into cl (andamio-feed-cases.ts), on a copy of the test
 * database with a server of its own, since a full feed withdraws a tenant's catalogue.
 */
let copy: DatabaseCopy | undefined;
let server: RunningServer;
let images: ImageServer;
const media = mkdtempSync(join(tmpdir(), 'andamio-mc-media-'));

beforeAll(async () => {
  images = await startImageServer();
  for (const [at, name] of pictureNames.entries()) images.put(`/img/${name}.png`, solidPng([40 * at, 90, 160], 24));
  copy = await copyOfTestDatabase('catalogue-feeds');
  server = await startServer(await freePort(), {
    ...copy.env,
    WARM_UP: '0',
    // the pictures' host is on loopback: the import fetches from there only when it is named
    IMPORT_IMAGE_HOSTS: '127.0.0.1',
    PRODUCT_MEDIA_DIR: join(media, 'originals'),
    IMAGE_VARIANTS_DIR: join(media, 'variants'),
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await copy?.remove();
  await images?.stop();
  rmSync(media, { recursive: true, force: true });
});

const formats = [
  { format: 'XML', tenant: getTenant('pe'), type: 'application/rss+xml', write: merchantCenterXml },
  { format: 'TSV', tenant: getTenant('co'), type: 'text/tab-separated-values', write: merchantCenterTsv },
];

describe.each(formats)('a Merchant Center $format feed', ({ tenant, type, write }) => {
  const t = translator(tenant.lang);
  const catalogue = merchantCenterCatalogue(tenant, '');
  const get = (path: string) => fetch(`${server.baseUrl}${path}`);
  const page = async (product: { productId: string; name: string }) => {
    const response = await get(productUrl(tenant, product));
    return { status: response.status, html: await response.text() };
  };
  const importFeed = async (items: MerchantCenterItem[]) => {
    const response = await postFeed(tenant.tenant, write(items), {
      base: server.baseUrl,
      query: '?full=true',
      contentType: type,
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body.errors?.slice(0, 3))).toBe(200);
    return body.data;
  };
  let items: MerchantCenterItem[];

  it('imports the 40 products: priced, searchable pages with their pictures, a colour choice per group', async () => {
    items = merchantCenterCatalogue(tenant, images.origin).items;
    const servedBefore = pictureNames.map((name) => images.served(`/img/${name}.png`));
    const data = await importFeed(items);
    // each picture fetched once for the tenant, however many items name it
    expect(pictureNames.map((name) => images.served(`/img/${name}.png`))).toEqual(servedBefore.map((n) => n + 1));
    expect(data.problems).toEqual([]);
    expect(data.written).toMatchObject({ products: 40, skus: 56, stock: 56 });
    expect(data.written.withdrawn).toBeGreaterThan(0);

    const pages = await Promise.all([...catalogue.groups, ...catalogue.tools].map(page));
    for (const [at, { status, html }] of pages.entries()) {
      expect(status, String(at)).toBe(200);
      expect(html).toContain('data-current-price');
    }
    for (const [at, group] of catalogue.groups.entries()) {
      const html = pages[at]?.html ?? '';
      const choice = html.slice(html.indexOf(`aria-label="${t('productPage.variants')}"`));
      for (const colour of colours) expect(choice, group.productId).toMatch(new RegExp(`>\\s*${colour}\\s*<`));
    }

    // a description of two paragraphs with a tab and an inch mark comes whole, from TSV's quoted cell too
    expect(pages[catalogue.groups.length + 4]?.html).toMatch(
      /Llave de 12(&quot;|")[^<]*acero cromo vanadio[\s\S]*Mandíbula\s+ajustable/,
    );

    const search = await (await get(`/${tenant.tenant}/search?Ntt=${encodeURIComponent('llave ferromundo')}`)).text();
    expect(search).toContain(`/${tenant.tenant}/product/${catalogue.tools[4]?.productId}/`);

    const html = pages[1]?.html ?? '';
    const picture = new RegExp(
      `/media/${tenant.tenant}/photos/imported/[0-9a-f]{24}\\.png/[0-9a-f]{12}-\\d+\\.jpg`,
    ).exec(html)?.[0];
    expect(picture).toBeDefined();
    const photo = await get(picture ?? '');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    // the first full feed withdraws the tenant's seeded catalogue: seconds on PostgreSQL on a busy machine
  }, 60_000);

  it('shows the running sale as the offer price, a sale not begun not at all, and out-of-stock items as such', async () => {
    const onSale = await page(catalogue.groups[0] ?? { productId: '', name: '' });
    const current = /data-current-price>\s*([^<]+?)\s*</.exec(onSale.html)?.[1];
    expect(current).toBe(formatMoney(catalogue.price.sale, tenant));
    expect(/data-regular-price>([^<]+)</.exec(onSale.html)?.[1]).toBe(formatMoney(catalogue.price.regular, tenant));
    expect(onSale.html).toContain('data-price-valid-until');

    const notYet = await page(catalogue.tools[0] ?? { productId: '', name: '' });
    expect(notYet.html).not.toContain('data-regular-price');
    for (const tool of catalogue.tools.slice(1, 3)) expect((await page(tool)).html).toContain(t('stock.outOfStock'));
    expect((await page(catalogue.tools[3] ?? { productId: '', name: '' })).html).not.toContain(t('stock.outOfStock'));
  });

  it('the next full feed without a product withdraws it (410), writes nothing else and fetches no picture again', async () => {
    const served = pictureNames.map((name) => images.served(`/img/${name}.png`));
    const left = catalogue.tools.at(-1) ?? { productId: '', name: '' };
    const data = await importFeed(items.filter((item) => item.id !== left.productId));
    expect(data.written).toEqual({ ...nothingWritten, withdrawn: 1 });
    expect((await page(left)).status).toBe(410);
    expect(pictureNames.map((name) => images.served(`/img/${name}.png`))).toEqual(served);
  });
});

andamioFeedCases({
  server: () => server,
  copy: () => copy as DatabaseCopy,
  images: () => images,
});
