import { ApiError, apiErrorCodes } from './errors';

/** Default request-body limit for JSON calls: a cart or a review form, never megabytes. */
export const defaultMaxBodyBytes = 64 * 1024;

/** Reads the body up to a limit, stopping the upload as soon as it passes it. */
export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await readChunk(reader);
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * A body the caller stopped sending (a page left while its beacon was on the way) is the caller's
 * doing: a 400 nobody reads, not a server failure to log.
 */
async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    return await reader.read();
  } catch (error) {
    throw new ApiError(
      400,
      { code: apiErrorCodes.validation, key: 'validation.invalid', field: 'body' },
      { cause: error },
    );
  }
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, {
    code: apiErrorCodes.payloadTooLarge,
    key: 'validation.bodyTooLarge',
    params: { max: Math.round(maxBytes / 1024) },
    field: 'body',
  });
}

/** A JSON body: content type checked, size limited, syntax errors reported on the body field. */
export async function readJson(request: Request, maxBytes = defaultMaxBodyBytes): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, {
      code: apiErrorCodes.unsupportedMediaType,
      key: 'validation.jsonRequired',
      field: 'body',
    });
  }
  const bytes = await readLimited(request, maxBytes);
  if (bytes.byteLength === 0) return {};
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    throw new ApiError(
      400,
      { code: apiErrorCodes.validation, key: 'validation.jsonInvalid', field: 'body' },
      { cause: error },
    );
  }
}

/** Query parameters as an object: a repeated key becomes an array, as zod schemas expect. */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length > 1 ? values : (values[0] as string);
  }
  return out;
}
