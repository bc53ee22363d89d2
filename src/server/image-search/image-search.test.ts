import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../search/types';
import { ColourMatchProvider, colourThreshold, rankByColour } from './colour-match';
import { colourDistance, dominantColours, parseHex } from './colours';
import { decodeImage } from './decode';
import { HttpImageSearchProvider } from './http-provider';
import { ImageSearchFailed } from './provider';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG of the given colour type whose rows are the given samples, each row filtered with `filter`. */
function png(options: {
  width: number;
  height: number;
  colourType: number;
  rows: number[][];
  filter?: number;
  depth?: number;
  extra?: Buffer[];
}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(options.width, 0);
  header.writeUInt32BE(options.height, 4);
  header[8] = options.depth ?? 8;
  header[9] = options.colourType;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[options.colourType] ?? 1;
  const filter = options.filter ?? 0;
  const raw: number[] = [];
  options.rows.forEach((row, y) => {
    raw.push(filter);
    row.forEach((value, x) => {
      const a = x >= channels ? (row[x - channels] ?? 0) : 0;
      const b = y > 0 ? (options.rows[y - 1]?.[x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (options.rows[y - 1]?.[x - channels] ?? 0) : 0;
      const p = a + b - c;
      const predictor = [
        0,
        a,
        b,
        (a + b) >> 1,
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c,
      ][filter] as number;
      raw.push((value - predictor) & 0xff);
    });
  });
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    ...(options.extra ?? []),
    chunk('IDAT', deflateSync(Buffer.from(raw))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const solidRgb = (rgb: number[], width = 4, height = 4) =>
  png({
    width,
    height,
    colourType: 2,
    rows: Array.from({ length: height }, () => Array.from({ length: width }, () => rgb).flat()),
  });

describe('decodeImage', () => {
  it.each([0, 1, 2, 3, 4])('reads RGB rows under PNG filter %i', async (filter) => {
    const rows = [
      [10, 20, 30, 200, 100, 50],
      [0, 255, 0, 30, 60, 90],
    ];
    const pixels = await decodeImage(png({ width: 2, height: 2, colourType: 2, rows, filter }), 'image/png');
    expect([...pixels.rgba]).toEqual([10, 20, 30, 255, 200, 100, 50, 255, 0, 255, 0, 255, 30, 60, 90, 255]);
  });

  it('reads grey, grey with alpha, RGBA, palette and 16-bit images as 8-bit RGBA', async () => {
    const rgba = async (bytes: Buffer) => [...(await decodeImage(bytes, 'image/png')).rgba];
    expect(await rgba(png({ width: 1, height: 1, colourType: 0, rows: [[77]] }))).toEqual([77, 77, 77, 255]);
    expect(await rgba(png({ width: 1, height: 1, colourType: 4, rows: [[77, 9]] }))).toEqual([77, 77, 77, 9]);
    expect(await rgba(png({ width: 1, height: 1, colourType: 6, rows: [[1, 2, 3, 4]] }))).toEqual([1, 2, 3, 4]);
    const palette = chunk('PLTE', Buffer.from([255, 0, 0, 0, 0, 255]));
    const alpha = chunk('tRNS', Buffer.from([128]));
    const indexed = png({ width: 2, height: 1, colourType: 3, rows: [[1, 0]], extra: [palette, alpha] });
    expect(await rgba(indexed)).toEqual([0, 0, 255, 255, 255, 0, 0, 128]);
    const deep = await sharp(Buffer.from([0x12, 0x34, 0xab, 0xcd, 0xff, 0xff]), {
      raw: { width: 1, height: 1, channels: 3 },
    })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await decodeImage(deep, 'image/png')).rgba).toHaveLength(4);
  });

  it('reads JPEG, and refuses what it cannot read', async () => {
    const red = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const pixels = await decodeImage(red, 'image/jpeg');
    expect(pixels.width).toBe(8);
    expect(colourDistance([pixels.rgba[0] ?? 0, pixels.rgba[1] ?? 0, pixels.rgba[2] ?? 0], [200, 30, 30])).toBeLessThan(
      20,
    );
    const fails = (bytes: Uint8Array, type = 'image/png') =>
      expect(decodeImage(bytes, type)).rejects.toThrow(ImageSearchFailed);
    await fails(Buffer.from('not a png'));
    await fails(Buffer.from([0xff, 0xd8, 0xff, 0]), 'image/jpeg');
    await fails(png({ width: 1, height: 1, colourType: 3, rows: [[0]] }));
    const good = solidRgb([1, 2, 3]);
    await fails(good.subarray(0, good.length - 20));
    const header = Buffer.alloc(13);
    header.writeUInt32BE(10_000, 0);
    header.writeUInt32BE(10_000, 4);
    header[8] = 8;
    header[9] = 2;
    // 100 MP: refused before it is decoded
    await fails(
      Buffer.concat([
        signature,
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(Buffer.alloc(4))),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    );
    const oneByOne = Buffer.alloc(13);
    oneByOne.writeUInt32BE(1, 0);
    oneByOne.writeUInt32BE(1, 4);
    oneByOne[8] = 8;
    oneByOne[9] = 2;
    await fails(Buffer.concat([signature, chunk('IHDR', oneByOne), chunk('IDAT', Buffer.from('junk'))]));
    await expect(decodeImage(Buffer.from('RIFF'), 'image/webp')).rejects.toThrow(/no decoder/);
  });
});

describe('colours', () => {
  it('parses hex colours', () => {
    expect(parseHex('#1E63B5')).toEqual([30, 99, 181]);
    expect(parseHex(null)).toBeUndefined();
    expect(parseHex('blue')).toBeUndefined();
  });

  it('finds the dominant colours of a picture, most frequent first, ignoring transparent pixels', () => {
    const rgba = new Uint8Array(10 * 4);
    for (let i = 0; i < 10; i++)
      rgba.set(i < 7 ? [250, 250, 250, 255] : i < 9 ? [20, 20, 200, 255] : [0, 0, 0, 0], i * 4);
    const colours = dominantColours({ width: 10, height: 1, rgba });
    expect(colours.map((colour) => colour.rgb)).toEqual([
      [250, 250, 250],
      [20, 20, 200],
    ]);
    expect(colours[0]?.share).toBeCloseTo(7 / 9);
    expect(dominantColours({ width: 1, height: 1, rgba: new Uint8Array(4) })).toEqual([]);
  });

  it('measures colour distance', () => {
    expect(colourDistance([0, 0, 0], [0, 0, 0])).toBe(0);
    expect(colourDistance([255, 255, 255], [0, 0, 0])).toBeGreaterThan(700);
  });
});

const doc = (id: string, hex: string | null): SearchDocument =>
  ({ id, colors: [{ slug: id, name: id, hex }] }) as unknown as SearchDocument;

describe('rankByColour', () => {
  const catalogue = {
    docs: [
      doc('white-a', '#FFFFFF'),
      doc('white-b', '#FFFFFF'),
      doc('ivory', '#FFFFF0'),
      doc('black', '#1C1C1C'),
      doc('none', null),
    ],
    popularity: (d: SearchDocument) => (d.id === 'white-b' ? 10 : 1),
  };

  it('ranks the closest colours first, equal ones by popularity, and leaves out far ones', () => {
    const matches = rankByColour(catalogue, [{ rgb: [255, 255, 255], share: 1 }], 10);
    expect(matches.map((match) => match.productId)).toEqual(['white-b', 'white-a', 'ivory']);
    expect(rankByColour(catalogue, [{ rgb: [255, 0, 255], share: 1 }], 10)).toEqual([]);
    expect(rankByColour(catalogue, [{ rgb: [255, 255, 255], share: 1 }], 1)).toHaveLength(1);
    expect(colourThreshold).toBeGreaterThan(0);
  });

  it('searches a picture through the provider', async () => {
    const provider = new ColourMatchProvider(async () => catalogue);
    const request = { tenant: 'cl', type: 'image/png', limit: 5 };
    expect(provider.name).toBe('colour-match');
    expect((await provider.search({ ...request, bytes: solidRgb([255, 255, 255]) }))[0]?.productId).toBe('white-b');
    const transparent = png({ width: 1, height: 1, colourType: 6, rows: [[0, 0, 0, 0]] });
    expect(await provider.search({ ...request, bytes: transparent })).toEqual([]);
  });
});

describe('HttpImageSearchProvider', () => {
  const request = { tenant: 'cl', bytes: solidRgb([1, 2, 3]), type: 'image/png', limit: 2 };

  it('posts the picture and reads the results', async () => {
    let seen: { url: string; init: RequestInit | undefined } | undefined;
    const provider = new HttpImageSearchProvider({
      url: 'https://vision.example/search',
      apiKey: 'key',
      fetch: (async (url: URL, init?: RequestInit) => {
        seen = { url: String(url), init };
        return Response.json({
          results: [
            { productId: 'a', score: 0.9 },
            { productId: 'b', score: 0.5 },
            { productId: 'c', score: 0.1 },
          ],
        });
      }) as typeof fetch,
    });
    expect(provider.name).toBe('http');
    expect(await provider.search(request)).toEqual([
      { productId: 'a', score: 0.9 },
      { productId: 'b', score: 0.5 },
    ]);
    expect(seen?.url).toBe('https://vision.example/search?tenant=cl&limit=2');
    expect((seen?.init?.headers ?? {}) as Record<string, string>).toHaveProperty('authorization', 'Bearer key');
  });

  it.each([
    ['no answer', async () => Promise.reject(new Error('down'))],
    ['an error status', async () => new Response('no', { status: 503 })],
    ['a bad body', async () => Response.json({ results: [{ id: 1 }] })],
    ['no JSON', async () => new Response('<html>')],
  ])('fails on %s', async (_name, answer) => {
    const provider = new HttpImageSearchProvider({
      url: 'https://vision.example/',
      fetch: answer as unknown as typeof fetch,
    });
    await expect(provider.search(request)).rejects.toThrow(ImageSearchFailed);
  });
});
