import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type ImageFormat, type ImageWidth, imageFormats, maxInputPixels } from '../../lib/responsive-images';
import { imageVariantsDir, loadSharp } from './settings';

export interface Variant {
  bytes: Buffer;
  /** True when read from disk, false when encoded for this request. */
  stored: boolean;
}

// One encode per variant even when several requests ask for it at once.
const making = new Map<string, Promise<Buffer>>();

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * One width and format of an original whose content hash is `hash`: read from the variants
 * folder, or made with sharp and kept there. Orientation is applied and all metadata (EXIF,
 * GPS, XMP, ICC beyond sRGB) dropped, as sharp does unless told to keep it; never enlarged.
 */
export async function variant(
  original: string,
  hash: string,
  width: ImageWidth,
  format: ImageFormat,
): Promise<Variant> {
  const file = join(imageVariantsDir(), hash, `${width}.${imageFormats[format].extension}`);
  try {
    return { bytes: await readFile(file), stored: true };
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  let pending = making.get(file);
  if (!pending) {
    pending = make(original, file, width, format).finally(() => making.delete(file));
    making.set(file, pending);
  }
  return { bytes: await pending, stored: false };
}

async function make(original: string, file: string, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  const pipeline = sharp(original, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const bytes = await (format === 'avif'
    ? pipeline.avif({ quality: 50, effort: 2 })
    : format === 'webp'
      ? pipeline.webp({ quality: 75 })
      : pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true })
  ).toBuffer();
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes;
}
