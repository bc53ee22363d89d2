import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageWidths } from '../../src/lib/responsive-images';
import { productUrl } from '../../src/lib/routes';
import { getTenant } from '../../src/tenants/registry';
import { freePort } from '../support/free-port';
import { gps, type PhotoFixtures, photo, photoFixtures } from './image-pipeline-fixtures';
import { type RunningServer, startServer } from './server';

/**
 * Real photos through the image pipeline: a server of its own reads a media folder where a
 * 2000×1500 JPEG and a 900×600 PNG, both with EXIF GPS, are two products' gallery images. The
 * product page shows them as <picture>s; every variant they name is fetched and decoded.
 */
const runId = `t${randomUUID().slice(0, 8)}`;
let f: PhotoFixtures;
let server: RunningServer;

beforeAll(async () => {
  f = await photoFixtures(runId);
  server = await startServer(await freePort(), {
    PRODUCT_MEDIA_DIR: f.mediaDir,
    IMAGE_VARIANTS_DIR: f.variantsDir,
    UPLOADS_DIR: f.uploadsDir,
    WARM_UP: '0',
  });
});

afterAll(async () => {
  await server?.stop();
  await f?.restore();
  if (f) rmSync(f.root, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${server.baseUrl}${path}`, { redirect: 'manual', ...init });
const entities: Record<string, string> = {
  '&quot;': '"',
  '&#34;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
/** An attribute's value as the browser reads it (a product name may hold a quote: 1/2"). */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&(quot|#34|#39|lt|gt|amp);/g, (entity) => entities[entity] ?? entity);
const candidates = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);

interface Picture {
  sources: { type: string | undefined; srcset: string | undefined; sizes: string | undefined }[];
  img: string;
}

function pictures(html: string): Picture[] {
  return [...html.matchAll(/<picture>(.*?)<\/picture>/gs)].map(([, inner = '']) => ({
    sources: [...inner.matchAll(/<source[^>]*>/g)].map(([tag]) => ({
      type: attribute(tag, 'type'),
      srcset: attribute(tag, 'srcset'),
      sizes: attribute(tag, 'sizes'),
    })),
    img: /<img[^>]*>/.exec(inner)?.[0] ?? '',
  }));
}

async function productPage(): Promise<string> {
  const response = await fetch(
    `${server.baseUrl}${productUrl(getTenant('cl'), { productId: f.product.id, name: f.product.name })}`,
  );
  expect(response.status).toBe(200);
  return response.text();
}

describe('a product whose gallery names raster photos', () => {
  it('shows the first as the LCP <picture>: AVIF, WebP, JPEG in every width up to the original', async () => {
    const html = await productPage();
    const all = pictures(html);
    const first = all[0];
    if (!first) throw new Error('no <picture> on the product page');
    const widths = imageWidths.map((width) => `${width}w`);
    expect(first.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of first.sources) {
      expect(candidates(source.srcset ?? '').map(([, width]) => width)).toEqual(widths);
      expect(source.sizes).toBe('(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw');
    }
    expect(candidates(attribute(first.img, 'srcset') ?? '').map(([url]) => url.slice(-8))).toEqual(
      imageWidths.map((width) => `${width}.jpg`.padStart(8, '-')),
    );
    expect(attribute(first.img, 'src')).toMatch(new RegExp(`^${f.front}/[0-9a-f]{12}-1280\\.jpg$`));
    expect([attribute(first.img, 'width'), attribute(first.img, 'height')]).toEqual(['1280', '960']);
    expect(attribute(first.img, 'fetchpriority')).toBe('high');
    expect(attribute(first.img, 'loading')).toBeUndefined();
    expect(attribute(first.img, 'alt')).toContain(f.product.name);
  });

  it('loads every other picture lazily: thumbnails, the full-screen views and the related card', async () => {
    const html = await productPage();
    const rest = pictures(html).slice(1);
    // two thumbnails and two full-screen views of the product's photos, one related card
    expect(rest.length).toBeGreaterThanOrEqual(5);
    for (const picture of rest) {
      expect(attribute(picture.img, 'loading')).toBe('lazy');
      expect(attribute(picture.img, 'decoding')).toBe('async');
      expect(attribute(picture.img, 'fetchpriority')).toBeUndefined();
    }
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    const thumbnail = rest.find((picture) => picture.sources[0]?.sizes === '64px');
    expect(candidates(thumbnail?.sources[0]?.srcset ?? '').map(([, width]) => width)).toEqual(['160w']);
    // the PNG is 900 px wide: nothing wider is offered
    const card = rest.find((picture) => picture.sources[0]?.sizes === '(min-width: 640px) 25vw, 50vw');
    expect(attribute(card?.img ?? '', 'src')).toMatch(new RegExp(`^${f.side}/[0-9a-f]{12}-480\\.jpg$`));
    expect([attribute(card?.img ?? '', 'width'), attribute(card?.img ?? '', 'height')]).toEqual(['480', '320']);
  });

  it('shows the photo on a listing card, lazily, in the widths a card needs', async () => {
    const response = await get(`/cl/search?Ntt=${encodeURIComponent(f.related.name)}`);
    expect(response.status).toBe(200);
    const card = pictures(await response.text()).find((picture) => attribute(picture.img, 'src')?.startsWith(f.side));
    if (!card) throw new Error('no card with the photo in the search results');
    expect(card.sources.map((source) => source.sizes)).toEqual([
      '(min-width: 1024px) 200px, 50vw',
      '(min-width: 1024px) 200px, 50vw',
    ]);
    expect(candidates(card.sources[0]?.srcset ?? '').map(([, width]) => width)).toEqual([
      '160w',
      '320w',
      '480w',
      '640w',
    ]);
    expect([attribute(card.img, 'loading'), attribute(card.img, 'decoding')]).toEqual(['lazy', 'async']);
  });

  it('keeps the product page within its 30 KB of gzipped HTML (tests/http/byte-budgets.test.ts)', async () => {
    const html = await productPage();
    expect(pictures(html).length).toBeGreaterThan(0);
    const gzipped = gzipSync(Buffer.from(html), { level: 9 }).byteLength;
    expect(gzipped, `HTML ${html.length} bytes, ${gzipped} gzipped`).toBeLessThanOrEqual(30 * 1024);
  });

  it('serves each width and format once encoded, then from disk, immutable and without EXIF', async () => {
    const first = pictures(await productPage())[0];
    const sets = [
      ...(first?.sources ?? []).map((source) => source.srcset ?? ''),
      attribute(first?.img ?? '', 'srcset'),
    ];
    const expected = { avif: ['image/avif', 'heif'], webp: ['image/webp', 'webp'], jpg: ['image/jpeg', 'jpeg'] };
    for (const [url, descriptor] of sets.flatMap((set) => candidates(set ?? ''))) {
      const [type, format] = expected[url.split('.').pop() as keyof typeof expected];
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-image-variant')).toBe('made');
      const bytes = new Uint8Array(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, `${metadata.width}w`, metadata.height]).toEqual([
        format,
        descriptor,
        (Number.parseInt(descriptor, 10) * 3) / 4,
      ]);
      expect([metadata.exif, metadata.xmp]).toEqual([undefined, undefined]);
      const again = await get(url);
      expect(again.headers.get('x-image-variant')).toBe('stored');
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    }
    expect(readdirSync(f.variantsDir)).toHaveLength(1);
  });

  it('never enlarges: a width past the original is the original width', async () => {
    const card = pictures(await productPage()).find((picture) => attribute(picture.img, 'src')?.startsWith(f.side));
    const hash = /([0-9a-f]{12})-\d+\.jpg$/.exec(attribute(card?.img ?? '', 'src') ?? '')?.[1];
    const response = await get(`${f.side}/${hash}-1280.webp`);
    expect(response.status).toBe(200);
    const metadata = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['webp', 900, 600, undefined]);
  });

  it('sends the bare original URL, and an outdated hash, on to the current variant', async () => {
    const bare = await get(f.front);
    expect(bare.status).toBe(302);
    const location = bare.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${f.front}/[0-9a-f]{12}-640\\.jpg$`));
    const old = await get(`${f.front}/000000000000-320.avif`);
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(location.replace('-640.jpg', '-320.avif'));
    expect(old.headers.get('cache-control')).not.toContain('immutable');
  });

  it.each([
    ['a width not in the set', '-333.jpg', 400, 'CORE_VALIDATION_ERROR', 'width'],
    ['a format not made', '-320.gif', 400, 'CORE_VALIDATION_ERROR', 'format'],
  ])('answers %s with %i in the envelope', async (_, suffix, status, code, field) => {
    const response = await get(`${f.front}/0123456789ab${suffix}`);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { success: boolean; errors: { code: string; field: string }[] };
    expect(body).toMatchObject({ success: false, errors: [{ code, field }] });
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  it.each([
    ['a file the folder does not have', `/media/cl/photos/${runId}/missing.jpg/0123456789ab-320.jpg`],
    ['an original past the pixel limit (a decompression bomb)', ''],
    ['a path out of the folder', '/media/cl/photos/..%2F..%2Fetc/passwd.jpg'],
    ['an unknown tenant', `/media/xx/photos/${runId}/front.jpg`],
  ])('answers 404 in the envelope for %s', async (_, path) => {
    const response = await get(path || f.bomb);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { success: boolean; errors: { code: string; message: string }[] };
    expect(body).toMatchObject({ success: false, errors: [{ code: 'NOT_FOUND' }] });
    expect(body.errors[0]?.message).toBeTruthy();
  });
});

describe('a review photo', () => {
  it('is stored re-encoded, upright, without its EXIF and GPS', async () => {
    const sent = await photo(1200, 900).jpeg().withExif(gps).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sent)], { type: 'image/jpeg' }), 'foto.jpg');
    const response = await fetch(`${server.baseUrl}/api/cl/reviews/media`, {
      method: 'POST',
      body: form,
      headers: { origin: server.baseUrl },
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string; url: string; type: string } };
    expect(data.type).toBe('image/jpeg');
    // not in a review yet: only the browser that uploaded it may see it, by its reviewer cookie
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const served = new Uint8Array(await (await get(data.url, { headers: { cookie } })).arrayBuffer());
    const files = readdirSync(f.uploadsDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files).toHaveLength(1);
    const stored = readFileSync(join(files[0]?.parentPath ?? '', files[0]?.name ?? ''));
    expect(new Uint8Array(stored)).toEqual(served);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 900, 1200]);
    expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined]);
    expect(stored.includes('Andamio Test Camera')).toBe(false);
  });
});
