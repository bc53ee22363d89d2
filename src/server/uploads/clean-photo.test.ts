import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanUpload } from './clean-photo';

const gps = {
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 27/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 39/1 0/1' },
};
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b04020' } });

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
    const sent = await photo(3000, 2000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const metadata = await sharp(await cleanUpload(new Uint8Array(sent), 'image/jpeg')).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([1707, 2560, undefined]);
  });

  it('refuses bytes that do not decode, and a canvas past the pixel limit before decoding it', async () => {
    expect(await cleanUpload(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0]), 'image/jpeg')).toBeUndefined();
    const bomb = await photo(10_000, 6_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    expect(await cleanUpload(new Uint8Array(bomb), 'image/png')).toBeUndefined();
  });

  it('keeps a video as it was sent', async () => {
    const video = Uint8Array.from([0, 0, 0, 0x18, 1, 2, 3]);
    expect(await cleanUpload(video, 'video/mp4')).toBe(video);
  });
});
