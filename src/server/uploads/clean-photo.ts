import { maxInputPixels } from '../../lib/responsive-images';
import { loadSharp } from '../images/settings';
import type { SniffedType } from './sniff';

/** Longest side a stored review photo keeps: more than any page shows, far less than a phone takes. */
const maxSide = 2560;

/**
 * A shopper's photo as it is stored: decoded and encoded again in its own format, turned upright
 * by its EXIF orientation, no larger than 2560 px, with every piece of metadata dropped (EXIF with
 * the GPS position where it was taken, XMP, the camera's serial number). Videos are kept as sent.
 * Undefined when the bytes do not decode as the image they start as, or declare more pixels than
 * the pipeline decodes (refused from the header, before decoding).
 */
export async function cleanUpload(bytes: Uint8Array, type: SniffedType): Promise<Uint8Array | undefined> {
  if (!type.startsWith('image/')) return bytes;
  try {
    const sharp = await loadSharp();
    const pipeline = sharp(bytes, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded = await (type === 'image/png'
      ? pipeline.png()
      : type === 'image/webp'
        ? pipeline.webp({ quality: 85 })
        : pipeline.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
    return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  } catch {
    return undefined;
  }
}
