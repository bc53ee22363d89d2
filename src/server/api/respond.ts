import type { Translate } from '../../lib/messages';
import { type ApiErrorDetail, apiErrorCodes } from './errors';

/** docs/api.md response shape: `{ success: true, data }` or `{ success: false, errors: [...] }`. */
export interface ApiFailure {
  success: false;
  errors: { code: string; message: string; field?: string }[];
}

const utf8 = new TextEncoder();

export function json(body: unknown, status: number, headers?: HeadersInit): Response {
  const bytes = utf8.encode(JSON.stringify(body));
  const response = new Response(bytes, headers === undefined ? { status } : { status, headers });
  response.headers.set('content-type', 'application/json; charset=utf-8');
  // a known length lets a small envelope go out as it is (compression would only add framing)
  response.headers.set('content-length', String(bytes.byteLength));
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store');
  return response;
}

export function ok(data: unknown, headers?: HeadersInit, status = 200): Response {
  return json({ success: true, data }, status, headers);
}

export function fail(status: number, details: ApiErrorDetail[], t: Translate, headers?: HeadersInit): Response {
  const body: ApiFailure = {
    success: false,
    errors: details.map((detail) => ({
      code: detail.code,
      message: t(detail.key, detail.params),
      ...(detail.field !== undefined && detail.field !== '' ? { field: detail.field } : {}),
    })),
  };
  return json(body, status, headers);
}

/** An internal failure: code '-1', a generic message, no stack trace (docs/api.md). */
export function internalError(t: Translate): Response {
  return fail(500, [{ code: apiErrorCodes.internal, key: 'errors.generic' }], t);
}
