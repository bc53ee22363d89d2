import type { MessageKey, MessageParams } from '../../lib/messages';
import { maxReviewFormBytes } from '../../lib/validation/review-rules';
import { reviewUploadLimits } from '../../lib/validation/review-uploads';
import { defaultMaxBodyBytes } from '../api/body';
import { type ApiErrorDetail, apiErrorCodes } from '../api/errors';

/**
 * How much one action call may send. Only the review form carries files (six photos or videos);
 * every other form is a few fields, so a body of megabytes there is nobody's form. Astro's own
 * limit (astro.config.ts `security.actionBodySizeLimit`) is the review form's, the largest: the
 * smaller ones are enforced here, by the action's name, before Astro reads the body.
 */
export interface ActionBodyLimit {
  maxBytes: number;
  /** What the shopper reads when the form is past it. */
  key: MessageKey;
  params: MessageParams;
}

export const largestActionBodyBytes = maxReviewFormBytes;

const fieldsOnly: ActionBodyLimit = {
  maxBytes: defaultMaxBodyBytes,
  key: 'validation.bodyTooLarge',
  params: { max: Math.round(defaultMaxBodyBytes / 1024) },
};

const reviewForm: ActionBodyLimit = {
  maxBytes: maxReviewFormBytes,
  key: 'validation.review.uploadsTooLarge',
  params: { maxFiles: reviewUploadLimits.maxFiles, maxMegabytes: reviewUploadLimits.maxMegabytes },
};

/** An island's call names its action in the path, which may end with a slash (`/_actions/reviews.submit/`). */
export function actionBodyLimit(actionName: string): ActionBodyLimit {
  return actionName.replace(/\/$/, '') === 'reviews.submit' ? reviewForm : fieldsOnly;
}

export function bodyTooLarge(limit: ActionBodyLimit): ApiErrorDetail {
  return { code: apiErrorCodes.payloadTooLarge, key: limit.key, params: limit.params, field: 'body' };
}

export type BodyCheck = { ok: true } | { ok: false; status: number; details: ApiErrorDetail[] };

/**
 * Checks an action call's body against its limit before the action reads it: a declared length
 * past the limit is refused unread; a body sent without a length (chunked) is counted as it comes
 * and cut off at the limit; JSON is parsed once here, so that a body that does not parse is the
 * caller's mistake (400) rather than Astro's failure (500). The body is read from a copy of the
 * request, which Astro reads again; a review form's is left to Astro, whose limit is the same.
 */
export async function checkActionBody(request: Request, limit: ActionBodyLimit): Promise<BodyCheck> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit.maxBytes) {
    return { ok: false, status: 413, details: [bodyTooLarge(limit)] };
  }
  const json = request.headers.get('content-type')?.toLowerCase().includes('application/json') ?? false;
  if (!json && (declared !== null || limit.maxBytes >= largestActionBodyBytes)) return { ok: true };
  const copy = request.clone().body;
  const bytes = copy ? await readUpTo(copy, limit.maxBytes) : new Uint8Array(0);
  if (bytes === 'unreadable') {
    return {
      ok: false,
      status: 400,
      details: [{ code: apiErrorCodes.validation, key: 'validation.invalid', field: 'body' }],
    };
  }
  if (bytes === 'tooLarge') {
    void discardRest(request.body, largestActionBodyBytes);
    return { ok: false, status: 413, details: [bodyTooLarge(limit)] };
  }
  if (json && !parses(bytes)) {
    return { ok: false, status: 400, details: [{ code: apiErrorCodes.validation, key: 'validation.invalid' }] };
  }
  return { ok: true };
}

/**
 * A copy's bytes, up to `maxBytes`. Past them the copy is cancelled without waiting: a copy's
 * cancellation settles only once the request's own body is done with too, and from then on what
 * still comes goes to the request's body alone.
 */
async function readUpTo(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array | 'tooLarge' | 'unreadable'> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        reader.cancel().catch(() => undefined);
        return 'tooLarge';
      }
      chunks.push(value);
    }
  } catch {
    // the caller stopped sending
    return 'unreadable';
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parses(bytes: Uint8Array): boolean {
  try {
    JSON.parse(new TextDecoder().decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and drops what is left of a refused body, so that the caller, still sending, gets the
 * refusal and the connection stays usable; past `maxBytes` more, the upload is cut off instead.
 */
async function discardRest(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > maxBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // the caller went away: nothing left to drop
  }
}
