import { randomUUID } from 'node:crypto';
import { maxUploadBytes } from '../../lib/validation/review-uploads';
import type { Tenant } from '../../tenants/schema';
import { readLimited } from '../api/body';
import type { DatabaseHandle } from '../db';
import { logLine } from '../log';
import { type ProductCard, productCard } from '../search/cards';
import { zoneForCall } from '../search/listing';
import { searchIndex } from '../search/registry';
import { uploadStore } from '../uploads';
import { sniffMediaType } from '../uploads/sniff';
import { decodeImage } from './decode';
import { imageSearchProvider } from './index';

/**
 * Search by image (docs/search-and-listings.md): the shopper's picture arrives as a multipart form (field "image"),
 * is checked by its bytes (PNG or JPEG, up to 5 MB like review photos, docs/search-and-listings.md), kept in the
 * upload store under <tenant>/image-search/<uuid>, and matched on the results page.
 */
export const imageSearchLimits = {
  maxBytes: maxUploadBytes,
  maxMegabytes: maxUploadBytes / 1024 / 1024,
  results: 28,
} as const;

/** Room for the multipart boundary and part headers around the file. */
const multipartOverheadBytes = 16 * 1024;

export type UploadProblem = 'empty' | 'tooLarge' | 'notImage' | 'unreadable';

export type UploadOutcome = { ok: true; imageId: string } | { ok: false; problem: UploadProblem };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const storeKey = (tenant: string, imageId: string) => `${tenant}/image-search/${imageId}`;

/** Reads, checks and stores the upload; a refusal names the problem the form shows. */
export async function receiveImage(request: Request, tenant: string): Promise<UploadOutcome> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType)) return { ok: false, problem: 'empty' };
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = (await readLimited(request, imageSearchLimits.maxBytes + multipartOverheadBytes)) as Uint8Array<ArrayBuffer>;
  } catch {
    return { ok: false, problem: 'tooLarge' };
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(body, { headers: { 'content-type': contentType } }).formData()).get('image');
  } catch {
    return { ok: false, problem: 'empty' };
  }
  if (!(file instanceof File) || file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > imageSearchLimits.maxBytes) return { ok: false, problem: 'tooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffMediaType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg')
    return { ok: false, problem: type === 'image/webp' ? 'unreadable' : 'notImage' };
  try {
    await decodeImage(bytes, type);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const imageId = randomUUID();
  await uploadStore().put(storeKey(tenant, imageId), bytes);
  return { ok: true, imageId };
}

export type ImageSearchOutcome =
  | { kind: 'notFound' }
  | { kind: 'noMatch' }
  | { kind: 'results'; products: ProductCard[]; zoneLabel: string };

/** The products like the stored picture, as cards for the shopper's zone; a service failure is "no match". */
export async function imageSearchResults(
  handle: DatabaseHandle,
  tenant: Tenant,
  imageId: string,
  zoneCookie: string | undefined,
): Promise<ImageSearchOutcome> {
  if (!uuidPattern.test(imageId)) return { kind: 'notFound' };
  const bytes = await uploadStore().get(storeKey(tenant.tenant, imageId));
  const type = bytes === undefined ? undefined : sniffMediaType(bytes);
  if (bytes === undefined || type === undefined) return { kind: 'notFound' };
  const provider = imageSearchProvider(handle);
  let matches: Awaited<ReturnType<typeof provider.search>>;
  try {
    matches = await provider.search({ tenant: tenant.tenant, bytes, type, limit: imageSearchLimits.results });
  } catch (error) {
    logLine('warn', 'image search failed', {
      tenant: tenant.tenant,
      provider: provider.name,
      error: error instanceof Error ? error.message : String(error),
    });
    return { kind: 'noMatch' };
  }
  const index = await searchIndex(handle, tenant.tenant);
  const { zone, searchZone } = await zoneForCall(handle, tenant, {}, zoneCookie);
  const products = matches.flatMap((match) => {
    const ordinal = index.ordinalOf.get(match.productId);
    const doc = index.doc(ordinal);
    return doc ? [productCard(doc, tenant, searchZone)] : [];
  });
  if (products.length === 0) return { kind: 'noMatch' };
  return { kind: 'results', products, zoneLabel: zone.label };
}
