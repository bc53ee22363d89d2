import { timingSafeEqual } from 'node:crypto';
import type { MessageKey } from '../../lib/messages';
import { ApiError, apiErrorCodes } from './errors';

/**
 * A back-office feed's `Authorization: Bearer <token>` against the token its setting holds:
 * unset, the feed is off (501); a wrong or missing token is 401. Compared in constant time.
 */
export function checkBearerToken(
  authorization: string | null,
  configured: string | undefined,
  keys: { notConfigured: MessageKey; unauthorized: MessageKey },
): void {
  const token = configured?.trim();
  if (!token) throw new ApiError(501, { code: apiErrorCodes.notConfigured, key: keys.notConfigured });
  const given = Buffer.from(authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(401, { code: apiErrorCodes.unauthorized, key: keys.unauthorized });
  }
}
