import { type Agent, fetch, type Response } from 'undici';
import { maxInputPixels } from '../../lib/responsive-images';
import { loadSharp } from '../images/settings';
import { allowedInternalHosts, internalAddressFailure, pictureAgent, refusedSource } from './image-sources';

/** The limits on one picture a feed names by its address. */
export interface FetchLimits {
  /** Bytes at most: a product photo of 50 megapixels is rarely past 20 MB. */
  maxBytes: number;
  /** Milliseconds for the whole answer, body included. */
  timeoutMs: number;
}

export const defaultFetchLimits: FetchLimits = { maxBytes: 20 * 1024 * 1024, timeoutMs: 20_000 };

/** Redirects followed at most: a CDN or a shortened address takes one or two. */
const maxRedirects = 5;

/** What the import keeps of a source's answer to ask it next time whether the picture changed. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

export type Fetched =
  | { status: 'unchanged' }
  | { status: 'fetched'; bytes: Buffer; extension: 'jpg' | 'png' | 'webp'; validators: Validators }
  | { status: 'refused'; reason: string };

/** The picture's kind by its first bytes, whatever its address or Content-Type claim. */
export function sniffImage(bytes: Uint8Array): 'jpg' | 'png' | 'webp' | undefined {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

async function bodyWithin(response: Response, maxBytes: number): Promise<Buffer | undefined> {
  if (Number(response.headers.get('content-length') ?? '0') > maxBytes) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches a picture, asking with the validators of the last fetch (a source that answers 304
 * costs no bytes), and checks it as the media pipeline would take it: a JPEG, PNG or WebP by its
 * bytes, whose header sharp reads, within the pipeline's pixels.
 */
export async function fetchImage(url: string, known: Validators | undefined, limits: FetchLimits): Promise<Fetched> {
  const headers: Record<string, string> = { accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9' };
  if (known?.etag) headers['if-none-match'] = known.etag;
  if (known?.lastModified) headers['if-modified-since'] = known.lastModified;
  let bytes: Buffer | undefined;
  let response: Response;
  try {
    const answer = await fetchFollowing(url, headers, AbortSignal.timeout(limits.timeoutMs));
    if ('refused' in answer) return { status: 'refused', reason: answer.refused };
    response = answer.response;
    if (response.status === 304 && known) return { status: 'unchanged' };
    if (!response.ok) return { status: 'refused', reason: `${url} answered ${response.status}` };
    bytes = await bodyWithin(response, limits.maxBytes);
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      status: 'refused',
      reason:
        internalAddressFailure(error, url) ??
        (timedOut ? `${url} did not answer within ${limits.timeoutMs / 1000} s` : `${url} could not be fetched`),
    };
  }
  if (!bytes) return { status: 'refused', reason: `${url} is larger than ${sizeText(limits.maxBytes)}` };
  const extension = sniffImage(bytes);
  if (!extension) return { status: 'refused', reason: `${url} is not a JPEG, PNG or WebP picture` };
  try {
    const sharp = await loadSharp();
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (width * height > maxInputPixels || width * height === 0)
      return { status: 'refused', reason: `${url} is ${width}×${height}: more than 50 megapixels or none` };
  } catch {
    return { status: 'refused', reason: `${url} does not decode as a picture` };
  }
  const validators: Validators = {};
  const etag = response.headers.get('etag');
  const lastModified = response.headers.get('last-modified');
  if (etag) validators.etag = etag;
  if (lastModified) validators.lastModified = lastModified;
  return { status: 'fetched', bytes, extension, validators };
}

let agent: { setting: string; allowed: Set<string>; pool: Agent } | undefined;

/** The picture connections' pool for today's IMPORT_IMAGE_HOSTS (made again when it changes). */
function sources(): { allowed: Set<string>; pool: Agent } {
  const setting = process.env.IMPORT_IMAGE_HOSTS ?? '';
  if (agent?.setting !== setting) {
    void agent?.pool.close();
    const allowed = allowedInternalHosts(setting);
    agent = { setting, allowed, pool: pictureAgent(allowed) };
  }
  return agent;
}

/** GET `url`, following redirects itself so that each address on the way is checked before it is asked. */
async function fetchFollowing(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<{ response: Response } | { refused: string }> {
  const { allowed, pool } = sources();
  let next = new URL(url);
  for (let hop = 0; ; hop += 1) {
    const refused = refusedSource(next, allowed);
    if (refused) return { refused };
    const response = await fetch(next, { headers, signal, redirect: 'manual', dispatcher: pool });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || response.status === 304 || !location) return { response };
    await response.body?.cancel();
    if (hop === maxRedirects) return { refused: `${url} redirects more than ${maxRedirects} times` };
    next = new URL(location, next);
  }
}
