import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickEvent } from '../../lib/click-stream';
import { ApiError } from '../api/errors';
import { collectClickEvents } from '../clickstream/collector';
import { type DatabaseHandle, openDatabase } from '../db';
import { migrateToLatest } from '../db/migrate';
import { recordAdEvents } from './events';

const dir = mkdtempSync(join(tmpdir(), 'andamio-ads-'));
let handle: DatabaseHandle;
const now = new Date('2026-11-22T12:00:00Z');
const hosts = ['andamio.cl', 'www.andamio.cl'];
const visitorId = '6f1c0f8e-3a5b-4c2d-9e8f-1a2b3c4d5e6f';

beforeAll(async () => {
  handle = openDatabase(join(dir, 'ads.sqlite'));
  await migrateToLatest(handle.db);
  await handle.db
    .insertInto('sponsored_products')
    .values([
      { tenant: 'cl', ad_id: 'AD00001', product_id: '100000', campaign: 'paint-cl', bid: 50 },
      { tenant: 'cl', ad_id: 'AD00002', product_id: '107919', campaign: 'tools-cl', bid: 20 },
      { tenant: 'pe', ad_id: 'AD00003', product_id: '100000', campaign: 'paint-pe', bid: 10 },
    ])
    .execute();
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (table: 'ad_events' | 'click_events') =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function errorsOf(promise: Promise<unknown>): Promise<unknown[]> {
  try {
    await promise;
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.details.map((detail) => ({ status: error.status, ...detail }));
  }
}

describe('ad events', () => {
  it('records an impression per ad, with the ad’s product, in one go', async () => {
    const ads = [
      { adId: 'AD00001', field: 'adIds.0' },
      { adId: 'AD00002', field: 'adIds.1' },
    ];
    expect(
      await recordAdEvents(
        handle,
        'cl',
        { kind: 'impression', ads, visitorId, pageUrl: '/cl/search?Ntt=pintura' },
        { now, hosts },
      ),
    ).toBe(2);
    const rows = await handle.db
      .selectFrom('ad_events')
      .selectAll()
      .where('kind', '=', 'impression')
      .orderBy('ad_id')
      .execute();
    expect(rows.map((row) => [row.tenant, row.ad_id, row.product_id, row.received_at])).toEqual([
      ['cl', 'AD00001', '100000', '2026-11-22T12:00:00.000Z'],
      ['cl', 'AD00002', '107919', '2026-11-22T12:00:00.000Z'],
    ]);
  });

  it('names every unknown or repeated ad (another tenant’s ads are unknown) and writes nothing', async () => {
    const before = await count('ad_events');
    const ads = [
      { adId: 'AD00001', field: 'adIds.0' },
      { adId: 'AD00003', field: 'adIds.1' },
      { adId: 'AD00001', field: 'adIds.2' },
      { adId: 'AD99999', field: 'adIds.3' },
    ];
    expect(
      await errorsOf(
        recordAdEvents(handle, 'cl', { kind: 'impression', ads, visitorId, pageUrl: '/cl/' }, { now, hosts }),
      ),
    ).toEqual([
      {
        status: 400,
        code: 'CORE_VALIDATION_ERROR',
        key: 'validation.ads.unknownAd',
        field: 'adIds.1',
        params: { adId: 'AD00003' },
      },
      {
        status: 400,
        code: 'CORE_VALIDATION_ERROR',
        key: 'validation.ads.duplicateAd',
        field: 'adIds.2',
        params: { adId: 'AD00001' },
      },
      {
        status: 400,
        code: 'CORE_VALIDATION_ERROR',
        key: 'validation.ads.unknownAd',
        field: 'adIds.3',
        params: { adId: 'AD99999' },
      },
    ]);
    expect(await count('ad_events')).toBe(before);
  });

  it('a click must name the ad’s own product, and come from this site', async () => {
    const click = { kind: 'click' as const, ads: [{ adId: 'AD00001', field: 'adId' }], visitorId, pageUrl: '/cl/' };
    expect(await recordAdEvents(handle, 'cl', { ...click, productId: '100000' }, { now, hosts })).toBe(1);
    expect(await errorsOf(recordAdEvents(handle, 'cl', { ...click, productId: '107919' }, { now, hosts }))).toEqual([
      expect.objectContaining({
        key: 'validation.ads.productMismatch',
        field: 'productId',
        params: { adId: 'AD00001', productId: '107919' },
      }),
    ]);
    expect(
      await errorsOf(recordAdEvents(handle, 'cl', { ...click, pageUrl: 'https://evil.example/cl/' }, { now, hosts })),
    ).toEqual([expect.objectContaining({ key: 'validation.clickStream.pageUrlSite', field: 'pageUrl' })]);
  });
});

describe('click-stream collector', () => {
  const event = (over: Partial<ClickEvent>): ClickEvent => ({
    action: 'search',
    application_id: 'web',
    visitor_id: visitorId,
    page_url: '/cl/search?Ntt=pintura',
    query_id: 'q-20261122-0001',
    meta: null,
    item_id: null,
    position: null,
    quantity: null,
    price: null,
    impressions: null,
    ...over,
  });

  it('stores a batch with impressions as a JSON list', async () => {
    const batch = [
      event({ impressions: ['100000', '107919'] }),
      event({
        action: 'add_to_cart',
        item_id: '107919',
        quantity: 2,
        price: 15990,
        page_url: 'https://www.andamio.cl/cl/product/107919/x/',
      }),
    ];
    expect(await collectClickEvents(handle, 'cl', batch, { now, hosts })).toBe(2);
    const rows = await handle.db.selectFrom('click_events').selectAll().orderBy('id').execute();
    expect(rows.map((row) => [row.action, row.impressions, row.item_id, row.quantity, row.price])).toEqual([
      ['search', '["100000","107919"]', null, null, null],
      ['add_to_cart', null, '107919', 2, 15990],
    ]);
  });

  it('refuses the whole batch when one page is of another site, naming it', async () => {
    const before = await count('click_events');
    const batch = [event({}), event({ page_url: 'https://evil.example/cl/' })];
    expect(await errorsOf(collectClickEvents(handle, 'cl', batch, { now, hosts }))).toEqual([
      expect.objectContaining({ status: 400, key: 'validation.clickStream.pageUrlSite', field: 'events.1.page_url' }),
    ]);
    expect(await count('click_events')).toBe(before);
  });
});
