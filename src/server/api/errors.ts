import type { MessageKey, MessageParams } from '../../lib/messages';

/** docs/api.md: the codes callers look for; '-1' and CORE_VALIDATION_ERROR are treated as errors. */
export const apiErrorCodes = {
  validation: 'CORE_VALIDATION_ERROR',
  notFound: 'NOT_FOUND',
  internal: '-1',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  requestHeaderFieldsTooLarge: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  notConfigured: 'NOT_CONFIGURED',
} as const;

export interface ApiErrorDetail {
  code: string;
  /** A catalogue key, translated into the tenant's language in the response. */
  key: MessageKey;
  params?: MessageParams;
  field?: string;
}

/**
 * An error a service raises for the caller to see: a status, and one or more details with a
 * code, a message key and the field at fault. Anything else thrown is an internal error.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly details: ApiErrorDetail[];

  constructor(status: number, details: ApiErrorDetail | ApiErrorDetail[], options?: { cause?: unknown }) {
    const list = Array.isArray(details) ? details : [details];
    super(list.map((detail) => `${detail.code}${detail.field ? ` (${detail.field})` : ''}`).join(', '), options);
    this.name = 'ApiError';
    this.status = status;
    this.details = list;
  }
}

export function notFound(field: string, key: MessageKey = 'errors.pageNotAvailable'): ApiError {
  return new ApiError(404, { code: apiErrorCodes.notFound, key, field });
}

export function invalid(field: string, key: MessageKey, params?: MessageParams): ApiError {
  return new ApiError(400, { code: apiErrorCodes.validation, key, field, ...(params ? { params } : {}) });
}
