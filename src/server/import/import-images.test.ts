import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ImageServer, startImageServer } from '../../../tests/support/image-server';
import { solidPng } from '../../../tests/support/solid-png';
import { feedRecordSchema } from '../../lib/validation/andamio-feed';
import { getTenant } from '../../tenants/registry';
import { photoFacts } from '../images/originals';
import { FeedBatch } from './feed-batch';
import { importImages } from './import-images';

const cl = getTenant('cl');
let images: ImageServer;
let media: string;
const previousMedia = process.env.PRODUCT_MEDIA_DIR;

beforeAll(async () => {
  // the pictures' host is on loopback, which the import fetches from only when named
  vi.stubEnv('IMPORT_IMAGE_HOSTS', '127.0.0.1');
  images = await startImageServer();
  images.put('/front.png', solidPng([200, 30, 30], 16));
  images.put('/side.png', solidPng([30, 200, 30], 16));
  images.put('/notes.png', Buffer.from('these are not the pixels you are looking for'), 'image/png');
  images.put('/huge.png', Buffer.concat([solidPng([30, 30, 200]), Buffer.alloc(200_000)]));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await images.stop();
  if (previousMedia === undefined) delete process.env.PRODUCT_MEDIA_DIR;
  else process.env.PRODUCT_MEDIA_DIR = previousMedia;
});
beforeEach(() => {
  media = mkdtempSync(join(tmpdir(), 'andamio-media-'));
  process.env.PRODUCT_MEDIA_DIR = media;
  return () => rmSync(media, { recursive: true, force: true });
});

function batchOf(...galleries: string[][]): FeedBatch {
  const batch = new FeedBatch();
  for (const [at, urls] of galleries.entries()) {
    const record = feedRecordSchema.parse({
      type: 'product',
      id: `p${at + 1}`,
      name: 'Taladro',
      brandId: 'B',
      categoryId: 'C',
      saleUnit: 'UN',
      gallery: urls.map((url) => ({ url })),
    });
    batch.add('feed.xml', at + 1, record, (path) => (path.endsWith('0.url') ? 'image_link' : path));
  }
  return batch;
}
const galleryOf = (batch: FeedBatch, id: string) =>
  batch
    .of('product')
    .get(id)
    ?.record.gallery.map((item) => item.url);
// room for a loaded machine to answer a loopback request; the source that never answers is given
// a short wait of its own
const limits = { maxBytes: 100_000, timeoutMs: 10_000 };
const hangingLimits = { ...limits, timeoutMs: 300 };

describe('importImages', () => {
  it('keeps each picture once under the tenant’s media, for the pipeline, and names it in the galleries', async () => {
    const batch = batchOf([`${images.origin}/front.png`, `${images.origin}/side.png`], [`${images.origin}/front.png`]);
    await importImages(batch, cl, { dryRun: false, limits });
    expect(batch.problems).toEqual([]);
    const [front, side] = galleryOf(batch, 'p1') ?? [];
    expect(front).toMatch(/^\/media\/cl\/photos\/imported\/[0-9a-f]{24}\.png$/);
    expect(side).not.toBe(front);
    expect(galleryOf(batch, 'p2')).toEqual([front]);
    expect(await photoFacts(front ?? '')).toMatchObject({ width: 16, height: 16 });
    expect(images.served('/front.png')).toBe(1);
  });

  it('asks again with the picture’s ETag: unchanged, it is neither read nor written again', async () => {
    await importImages(batchOf([`${images.origin}/side.png`]), cl, { dryRun: false, limits });
    const folder = join(media, 'cl', 'imported');
    const file = join(folder, readdirSync(folder).find((name) => name.endsWith('.png')) ?? '');
    const written = statSync(file).mtimeMs;
    const served = images.served('/side.png');
    const again = batchOf([`${images.origin}/side.png`]);
    await importImages(again, cl, { dryRun: false, limits });
    expect(images.served('/side.png')).toBe(served);
    expect(statSync(file).mtimeMs).toBe(written);
    expect(galleryOf(again, 'p1')?.[0]).toMatch(/imported\/[0-9a-f]{24}\.png$/);
  });

  it('refuses the record of a picture that fails, naming the field and why', async () => {
    const batch = batchOf(
      [`${images.origin}/missing.png`],
      [`${images.origin}/notes.png`],
      [`${images.origin}/huge.png`],
      ['/media/cl/photos/own/front.jpg'],
      ['/media/cl/products/1/1.svg'],
    );
    await importImages(batch, cl, { dryRun: false, limits });
    expect(batch.problems.map(({ line, field, reason }) => [line, field, reason])).toEqual([
      [1, 'image_link', `${images.origin}/missing.png answered 404`],
      [2, 'image_link', `${images.origin}/notes.png is not a JPEG, PNG or WebP picture`],
      [3, 'image_link', `${images.origin}/huge.png is larger than 98 KB`],
    ]);
    const slow = batchOf(['/media/cl/photos/own/front.jpg', `${images.origin}/slow/front.png`]);
    await importImages(slow, cl, { dryRun: false, limits: hangingLimits });
    expect(slow.problems.map(({ line, field, reason }) => [line, field, reason])).toEqual([
      [1, 'gallery.1.url', `${images.origin}/slow/front.png did not answer within 0.3 s`],
    ]);
    // a path is the storefront's own picture, left as it is
    expect(galleryOf(batch, 'p5')).toEqual(['/media/cl/products/1/1.svg']);
  });

  it('on a dry run checks every picture and keeps none', async () => {
    const batch = batchOf([`${images.origin}/front.png`]);
    await importImages(batch, cl, { dryRun: true, limits });
    expect(batch.problems).toEqual([]);
    expect(galleryOf(batch, 'p1')?.[0]).toMatch(/imported\/[0-9a-f]{24}\.png$/);
    expect(readdirSync(media)).toEqual([]);
  });
});
