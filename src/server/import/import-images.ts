import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Tenant } from '../../tenants/schema';
import { productMediaDir } from '../images/settings';
import type { FeedBatch } from './feed-batch';
import { defaultFetchLimits, type FetchLimits, fetchImage, type Validators } from './fetch-image';

/**
 * A feed's pictures named by address (http or https: Merchant Center's image_link, or a
 * `gallery` url of Andamio's feed) are fetched at import and kept as the retailer's originals
 * under PRODUCT_MEDIA_DIR/{tenant}/imported/, where the storefront's sharp pipeline serves them
 * (`/media/{tenant}/photos/imported/…`, README "Images": AVIF, WebP and JPEG in every width).
 * The stored name is of the address, so the record's gallery is the same from one import to the
 * next; a sidecar keeps the bytes' hash and the source's validators, so a picture already fetched
 * is asked for with them (304: nothing read) and, when it comes back the same, not written again
 * (the pipeline's variants, keyed by the bytes, stay). A picture that fails is a bad row of the
 * record naming it, by field. A path (`/media/…`) is the storefront's own and stays as it is.
 */
export interface ImageImportOptions {
  /** Check every picture, keep none. */
  dryRun: boolean;
  limits?: FetchLimits;
  /** Pictures fetched at once: enough to hide a source's latency, few enough to spare it. */
  concurrency?: number;
}

interface Sidecar extends Validators {
  url: string;
  sha256: string;
  extension: string;
}

type Stored = { path: string } | { reason: string };

const isAddress = (url: string) => /^https?:\/\//i.test(url);

async function readSidecar(file: string): Promise<Sidecar | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Sidecar;
  } catch {
    return undefined;
  }
}

async function writeAtomically(file: string, bytes: Buffer | string): Promise<void> {
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

async function storeImage(tenant: string, url: string, options: ImageImportOptions): Promise<Stored> {
  const folder = join(productMediaDir(), tenant, 'imported');
  const name = createHash('sha256').update(url).digest('hex').slice(0, 24);
  const sidecarFile = join(folder, `${name}.json`);
  const sidecar = await readSidecar(sidecarFile);
  const pathOf = (extension: string) => `/media/${tenant}/photos/imported/${name}.${extension}`;
  const kept = sidecar && (await stat(join(folder, `${name}.${sidecar.extension}`)).catch(() => undefined));
  const fetched = await fetchImage(url, kept ? sidecar : undefined, options.limits ?? defaultFetchLimits);
  if (fetched.status === 'refused') return { reason: fetched.reason };
  if (fetched.status === 'unchanged' && sidecar) return { path: pathOf(sidecar.extension) };
  if (fetched.status !== 'fetched') return { reason: `${url} answered 304 to a first request` };
  const sha256 = createHash('sha256').update(fetched.bytes).digest('hex');
  const same = kept && sidecar?.sha256 === sha256 && sidecar.extension === fetched.extension;
  if (!options.dryRun && !same) {
    await mkdir(folder, { recursive: true });
    await writeAtomically(join(folder, `${name}.${fetched.extension}`), fetched.bytes);
    const next: Sidecar = { url, sha256, extension: fetched.extension, ...fetched.validators };
    await writeAtomically(sidecarFile, JSON.stringify(next));
  }
  return { path: pathOf(fetched.extension) };
}

/** Runs `work` on every item, at most `limit` at once. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Fetches and keeps the batch's pictures named by address, puts their paths in the galleries, refuses what fails. */
export async function importImages(batch: FeedBatch, tenant: Tenant, options: ImageImportOptions): Promise<void> {
  const galleries: { kind: 'product' | 'sku'; key: string; gallery: { url: string }[] }[] = [];
  for (const [key, { record }] of batch.of('product'))
    galleries.push({ kind: 'product', key, gallery: record.gallery });
  for (const [key, { record }] of batch.of('sku'))
    if (record.gallery) galleries.push({ kind: 'sku', key, gallery: record.gallery });
  const urls = [...new Set(galleries.flatMap(({ gallery }) => gallery.map((item) => item.url).filter(isAddress)))];
  if (urls.length === 0) return;
  const stored = new Map<string, Stored>();
  await eachAtMost(urls, options.concurrency ?? 4, async (url) => {
    stored.set(url, await storeImage(tenant.tenant, url, options));
  });
  for (const { kind, key, gallery } of galleries) {
    for (const [index, item] of gallery.entries()) {
      const outcome = stored.get(item.url);
      if (!outcome) continue;
      if ('reason' in outcome) {
        batch.refuse(kind, key, `gallery.${index}.url`, outcome.reason);
        break;
      }
      item.url = outcome.path;
    }
  }
}
