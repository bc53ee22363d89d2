import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUpload } from './clean-photo';

const gps = {
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 27/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 39/1 0/1' },
};
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b04020' } });

/**
 * A valid black PNG of `width` × `height` written by hand: one bit a pixel, so a canvas of tens of
 * megapixels deflates in milliseconds (sharp would encode every pixel first, seconds on a busy machine).
 */
function blackPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  // each row: filter byte 0, then width bits of zeros
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]),
  );
}

describe('cleanUpload', () => {
  it.each([
    ['image/jpeg', 'jpeg'],
    ['image/png', 'png'],
    ['image/webp', 'webp'],
  ] as const)('re-encodes a %s without its EXIF, in its own format', async (type, format) => {
    const sent = await photo(40, 30).toFormat(format).withExif(gps).toBuffer();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const kept = await cleanUpload(new Uint8Array(sent), type);
    const metadata = await sharp(kept).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([format, 40, 30, undefined]);
  });

  it('turns a photo upright by its orientation and shrinks a large one', async () => {
    // a long thin strip: past the 2,560 px side, in a fraction of a 3000 × 2000 photo's pixels
    const sent = await photo(2700, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const metadata = await sharp(await cleanUpload(new Uint8Array(sent), 'image/jpeg')).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([95, 2560, undefined]);
  });

  it('refuses bytes that do not decode, and a canvas past the pixel limit before decoding it', async () => {
    expect(await cleanUpload(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0]), 'image/jpeg')).toBeUndefined();
    const bomb = blackPng(10_000, 6_000);
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    expect((await sharp(bomb).metadata()).width).toBe(10_000);
    expect(await cleanUpload(bomb, 'image/png')).toBeUndefined();
    // the same picture within the limit is taken: the refusal is the canvas's size, not the file
    expect(await cleanUpload(blackPng(1_000, 600), 'image/png')).toBeInstanceOf(Uint8Array);
  });

  it('keeps a video as it was sent', async () => {
    const video = Uint8Array.from([0, 0, 0, 0x18, 1, 2, 3]);
    expect(await cleanUpload(video, 'video/mp4')).toBe(video);
  });
});
