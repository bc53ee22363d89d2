import { inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { ImageSearchFailed } from './provider';

/** Decoded pixels, 8-bit RGBA, row by row. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** Larger pictures are refused before decoding: a phone photo is about 12 MP. */
export const maxPixels = 40_000_000;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

const channelsOf: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * PNG (RFC 2083) with node:zlib: every colour type at 8 bits per sample (palette, grey, grey +
 * alpha, RGB, RGBA), not interlaced. Other depths and interlaced files are refused as unreadable.
 */
export function decodePng(bytes: Uint8Array): Pixels {
  if (!pngSignature.every((byte, i) => bytes[i] === byte)) throw new ImageSearchFailed('not a PNG file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const data: Uint8Array[] = [];
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw new ImageSearchFailed('truncated PNG file');
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      const depth = body[8];
      colourType = body[9] ?? -1;
      if (depth !== 8 || body[12] !== 0 || channelsOf[colourType] === undefined) {
        throw new ImageSearchFailed('unsupported PNG (8 bits per sample, not interlaced)');
      }
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (width === 0 || height === 0 || data.length === 0) throw new ImageSearchFailed('empty PNG file');
  if (width * height > maxPixels) throw new ImageSearchFailed('image too large');
  const channels = channelsOf[colourType] as number;
  if (colourType === 3 && !palette) throw new ImageSearchFailed('PNG palette missing');
  let raw: Uint8Array;
  try {
    raw = inflateSync(Buffer.concat(data));
  } catch (error) {
    throw new ImageSearchFailed('damaged PNG data', { cause: error });
  }
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) throw new ImageSearchFailed('truncated PNG data');
  const samples = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (samples[out + x - channels] as number) : 0;
      const b = y > 0 ? (samples[out - stride + x] as number) : 0;
      const c = x >= channels && y > 0 ? (samples[out - stride + x - channels] as number) : 0;
      const value = line[x] as number;
      let decoded: number;
      if (filter === 0) decoded = value;
      else if (filter === 1) decoded = value + a;
      else if (filter === 2) decoded = value + b;
      else if (filter === 3) decoded = value + ((a + b) >> 1);
      else if (filter === 4) decoded = value + paeth(a, b, c);
      else throw new ImageSearchFailed('damaged PNG data');
      samples[out + x] = decoded & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const s = i * channels;
    let rgb: [number, number, number, number];
    if (colourType === 3) {
      const index = samples[s] as number;
      const p = palette as Uint8Array;
      rgb = [p[index * 3] ?? 0, p[index * 3 + 1] ?? 0, p[index * 3 + 2] ?? 0, transparency?.[index] ?? 255];
    } else if (colourType === 0 || colourType === 4) {
      const grey = samples[s] as number;
      rgb = [grey, grey, grey, colourType === 4 ? (samples[s + 1] as number) : 255];
    } else {
      rgb = [
        samples[s] as number,
        samples[s + 1] as number,
        samples[s + 2] as number,
        colourType === 6 ? (samples[s + 3] as number) : 255,
      ];
    }
    rgba.set(rgb, i * 4);
  }
  return { width, height, rgba };
}

/** JPEG with the pure-JavaScript jpeg-js decoder, within the same pixel and memory bounds. */
export function decodeJpeg(bytes: Uint8Array): Pixels {
  try {
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: maxPixels / 1_000_000,
      maxMemoryUsageInMB: 512,
    });
    return { width: image.width, height: image.height, rgba: image.data };
  } catch (error) {
    throw new ImageSearchFailed('unreadable JPEG file', { cause: error });
  }
}

/** The pixels of a PNG or JPEG upload; WebP is not decoded here (no pure-JavaScript decoder in use). */
export function decodeImage(bytes: Uint8Array, type: string): Pixels {
  if (type === 'image/png') return decodePng(bytes);
  if (type === 'image/jpeg') return decodeJpeg(bytes);
  throw new ImageSearchFailed(`no decoder for ${type}`);
}
