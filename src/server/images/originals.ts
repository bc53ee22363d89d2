import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { maxInputPixels, type PhotoFacts, photoOfUrl } from '../../lib/responsive-images';
import { logLine } from '../log';
import { loadSharp, productMediaDir } from './settings';

/**
 * Bumped when the encoding settings change, so that every variant URL changes with them and no
 * cache keeps a variant made the old way.
 */
const pipelineVersion = 'v1';

interface Known {
  facts: PhotoFacts;
  /** The file as it was read: a new mtime or size means the retailer replaced it. */
  stamp: string;
}

// Bounded: the most recently shown originals, so a page's pictures cost a stat, not a read.
const maxKnown = 2000;
const known = new Map<string, Known>();

export function originalFile(tenant: string, path: string): string {
  return join(productMediaDir(), tenant, path);
}

/**
 * The hash and size of the original a gallery URL names, or undefined when the URL names no
 * original, the file is missing, is not an image, or is larger than the pipeline takes.
 */
export async function photoFacts(url: string): Promise<PhotoFacts | undefined> {
  const photo = photoOfUrl(url);
  if (!photo) return undefined;
  const file = originalFile(photo.tenant, photo.path);
  let stamp: string;
  try {
    const info = await stat(file);
    stamp = `${info.mtimeMs}:${info.size}`;
  } catch {
    return undefined;
  }
  const held = known.get(file);
  if (held?.stamp === stamp) {
    known.delete(file);
    known.set(file, held);
    return held.facts;
  }
  const facts = await readFacts(url, file);
  if (facts) {
    known.set(file, { facts, stamp });
    if (known.size > maxKnown) known.delete(known.keys().next().value ?? '');
  }
  return facts;
}

async function readFacts(url: string, file: string): Promise<PhotoFacts | undefined> {
  try {
    const bytes = await readFile(file);
    // metadata() reads the header only; the size is checked here before anything decodes it
    const sharp = await loadSharp();
    const metadata = await sharp(bytes).metadata();
    const { width, height } = metadata.autoOrient;
    if (width * height > maxInputPixels) {
      logLine('warn', 'product photo too large', { file, width, height });
      return undefined;
    }
    const hash = createHash('sha256').update(pipelineVersion).update(bytes).digest('hex').slice(0, 12);
    return { url, hash, width, height };
  } catch (error) {
    logLine('warn', 'product photo unreadable', { file, error: String(error) });
    return undefined;
  }
}
