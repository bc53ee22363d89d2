import type { MessageKey } from '../../lib/messages';
import { ApiError, apiErrorCodes } from '../api/errors';
import type { DatabaseHandle } from '../db';
import { hitRateLimit, type RateLimit } from './rate-limit';

/**
 * Per address and hour (not shown in the spec): a household reviewing what it bought in one
 * sitting stays well inside; a script posting reviews or filling the disk does not.
 */
export const reviewLimits = {
  submit: { action: 'reviews.submit', max: 10, windowMs: 60 * 60 * 1000, key: 'reviews.rateLimited' },
  // Six files per review, for every review an address may send.
  upload: { action: 'reviews.upload', max: 60, windowMs: 60 * 60 * 1000, key: 'reviews.upload.rateLimited' },
} as const satisfies Record<string, RateLimit & { key: MessageKey }>;

/** Counts the attempt; past the limit answers 429 with Retry-After. */
export async function enforceLimit(
  handle: DatabaseHandle,
  limit: RateLimit & { key: MessageKey },
  tenant: string,
  client: string,
  headers: Headers,
): Promise<void> {
  const verdict = await hitRateLimit(handle, limit, tenant, client);
  if (verdict.allowed) return;
  headers.set('retry-after', String(verdict.retryAfterSeconds));
  throw new ApiError(429, {
    code: apiErrorCodes.tooManyRequests,
    key: limit.key,
    params: { minutes: Math.ceil(verdict.retryAfterSeconds / 60) },
  });
}
