import sharp from 'sharp';
import { ImageSearchFailed } from './provider';

/** Decoded pixels, 8-bit RGBA, row by row. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** Larger pictures are refused before decoding: a phone photo is about 12 MP. */
export const maxPixels = 40_000_000;

/** What the search takes: the types the upload's bytes are sniffed as (src/server/uploads/sniff.ts). */
const decodable = new Set(['image/png', 'image/jpeg']);

/**
 * The pixels of a PNG or JPEG upload, decoded by sharp (libvips, as the product pictures are),
 * every colour type and depth read as 8-bit sRGB with alpha. A picture over `maxPixels`, damaged
 * or of another type is refused as unreadable.
 */
export async function decodeImage(bytes: Uint8Array, type: string): Promise<Pixels> {
  if (!decodable.has(type)) throw new ImageSearchFailed(`no decoder for ${type}`);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'truncated' })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.length) };
  } catch (error) {
    throw new ImageSearchFailed(`unreadable ${type} file`, { cause: error });
  }
}
