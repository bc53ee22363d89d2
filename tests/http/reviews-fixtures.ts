import { randomUUID } from 'node:crypto';
import { shopperCookies } from '../../src/lib/cookies';
import type { Envelope } from './client';
import { baseUrl } from './client';
import { freshAddress, type Reply, rawCall } from './raw-call';
import { row } from './test-database';

export { freshAddress };

/**
 * Helpers for the reviews HTTP tests. Submissions and uploads are rate-limited per address and
 * the test database outlives a run, so every call comes from a fresh loopback address (all of
 * 127/8 reaches the server) and every review from a fresh alias and email.
 */
export const runId = randomUUID().slice(0, 8);
let serial = 0;
/** An alias and email nobody used: at most 25 characters (docs/reviews.md bounds of choices.ts). */
export function freshShopper(): { alias: string; email: string } {
  serial += 1;
  return { alias: `tester ${runId} ${serial}`, email: `tester.${runId}.${serial}@correo.cl` };
}

/** The data of a successful answer; a failed one stops the test with what the server said. */
export function dataOf<T>(answer: { status: number; body: Envelope<T> }): T {
  if (answer.body.success !== true || answer.body.data === undefined) {
    throw new Error(`Expected data, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

/** The n-th item of a list the test expects to be there. */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`Expected an item at ${index} of ${list.length}`);
  return item;
}

export type Sent<T = unknown> = Reply<T>;

/** An HTTP call from a chosen address (fetch cannot choose its local address). */
export const send = rawCall;

/** A multipart/form-data body with one file in the field "file", as a browser sends it. */
export async function multipart(
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  name = 'foto.png',
  field = 'file',
): Promise<{ body: Uint8Array; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    // Astro refuses cross-site form posts: a browser on the site sends its own origin.
    headers: { 'content-type': request.headers.get('content-type') ?? '', origin: baseUrl },
  };
}

// A real 1×1 PNG, the start of a JPEG and of an MP4: what the magic-byte check looks at.
export const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
/** A real 1×1 JPEG: photos are decoded and re-encoded before they are stored. */
export const jpeg = Uint8Array.from(
  Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
    'base64',
  ),
);
export const mp4 = Uint8Array.from([
  0x00,
  0x00,
  0x00,
  0x18,
  ...Buffer.from('ftypisom'),
  0x00,
  0x00,
  0x02,
  0x00,
  ...Buffer.from('isomiso2'),
]);

/** An upload through the API, from a browser with `cookie` (a new browser without one). */
export async function upload(
  tenant: string,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  from = freshAddress(),
  cookie?: string,
): Promise<Sent<{ id: string; url: string; kind: string; type: string }>> {
  const { body, headers } = await multipart(bytes, type);
  return send(`/api/${tenant}/reviews/media`, { method: 'POST', body, headers, from, ...(cookie ? { cookie } : {}) });
}

/** The reviewer cookie an answer gave the browser (`name=value`), which identifies it to the site. */
export function reviewerCookie(reply: { setCookies: string[] }, tenant: string): string {
  const name = shopperCookies(tenant).reviewer;
  const line = reply.setCookies.find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`The answer set no ${name} cookie`);
  return line.split(';')[0] ?? '';
}

/**
 * Products nobody has reviewed yet, highest ids first, skipping `skip` of them. Each test file
 * takes its own slice, so files running side by side never write to the same product, and the
 * next run finds fresh ones.
 */
export async function unreviewedProduct(tenant: string, skip = 0): Promise<string> {
  const found = await row<{ id: string }>(
    'SELECT id FROM products WHERE tenant = ? AND id NOT IN (SELECT product_id FROM reviews WHERE tenant = ?) ORDER BY id DESC LIMIT 1 OFFSET ?',
    tenant,
    tenant,
    skip,
  );
  if (!found) throw new Error(`No unreviewed product left in ${tenant}: re-create the test database`);
  return found.id;
}

/** A complete, valid review form (docs/reviews.md) for a product, from a new shopper. */
export function validForm(productId: string, change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productId,
    rating: 4,
    recommend: true,
    title: 'Buena calidad',
    comment: 'Cubre bien con dos manos y el olor se va rápido, la recomiendo.',
    ...freshShopper(),
    terms: true,
    attributes: { quality: 5, value: 4, ease: 3 },
    ...change,
  };
}

/** What the reviews calls answer (src/server/reviews/types.ts, statistics.ts, list.ts). */
export interface Statistics {
  productId: string;
  count: number;
  average: number;
  distribution: { rating: number; count: number; percent: number }[];
  recommendPercent: number;
  attributes: { id: string; label: string; average: number; count: number }[];
}
export interface Review {
  id: string;
  rating: number;
  recommend: boolean;
  title: string;
  comment: string;
  alias: string;
  date: string;
  attributes: { id: string; label: string; rating: number }[];
  media: { id: string; url: string; kind: string; type: string }[];
  lang: string;
  helpful: number;
  translatable: boolean;
  /** Its writer bought the product. */
  verified: boolean;
}
export interface ReviewPage {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  sort: string;
  reviews: Review[];
}
