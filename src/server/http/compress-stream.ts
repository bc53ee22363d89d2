import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { shouldCompress, variesByEncoding, varyAlso } from '../../lib/compression-policy';
import { chooseEncoding } from '../../lib/content-encoding';

const contentLength = (headers: Headers) => {
  const value = headers.get('content-length');
  return value === null ? null : Number(value);
};

/**
 * A rendered answer (a page the route cache does not hold yet, a private page, an API envelope)
 * compressed as it streams, in the coding the client takes. Held pages were compressed once when
 * kept and arrive encoded; they pass as they are. Brotli at quality 4 compresses about as fast as
 * gzip at 6, at a smaller size: the page costs little more to send than to render.
 */
export function compressAnswer(request: Request, response: Response): Response {
  const answer = {
    method: request.method,
    status: response.status,
    contentType: response.headers.get('content-type'),
    contentLength: contentLength(response.headers),
    contentEncoding: response.headers.get('content-encoding'),
  };
  if (!variesByEncoding(answer) || !response.body) return response;
  const encoding = shouldCompress(answer)
    ? chooseEncoding(request.headers.get('accept-encoding') ?? undefined)
    : undefined;
  const headers = new Headers(response.headers);
  headers.set('vary', varyAlso(headers.get('vary'), 'accept-encoding'));
  if (encoding === undefined)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  const body = response.body.pipeThrough(Duplex.toWeb(compressor) as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
