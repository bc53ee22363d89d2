import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageBodyLimit } from '../../lib/request-body-limit';
import { cameOverHttps, strictTransport } from '../../lib/security-headers';
import { type Refusal, refusal } from './refused-request';
import { securityHeaders } from './security-headers';

/**
 * After a body is refused, this much more of it is read and dropped, so that a sender a little
 * over the limit (still sending as the answer goes out) reads the answer rather than a reset
 * connection, and the connection stays usable; past it, the connection is cut instead.
 */
export const refusedBodyDrainBytes = 1024 * 1024;

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** A refusal written on the request's own response: the security headers, never stored. */
export function writeRefusal(req: IncomingMessage, res: ServerResponse, answer: Refusal, close = false): void {
  const https = cameOverHttps(undefined, header(req, 'x-forwarded-proto'));
  res.writeHead(answer.status, {
    'content-type': answer.contentType,
    'cache-control': 'no-store',
    ...(close ? { connection: 'close' } : {}),
    ...Object.fromEntries([...securityHeaders, ...(https ? [strictTransport] : [])]),
  });
  res.end(answer.body);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The request's body limit, when it may have a body and its page's limit applies. */
function limitOf(req: IncomingMessage): number | undefined {
  const hasBody = header(req, 'content-length') !== undefined || header(req, 'transfer-encoding') !== undefined;
  // without a length or chunked transfer there is no body (RFC 9112 §6.3)
  return hasBody ? pageBodyLimit(req.method ?? 'GET', req.url ?? '/') : undefined;
}

const tooLarge = (req: IncomingMessage, maxBytes: number) => refusal({ status: 413, maxBytes }, req.url);

/**
 * Hands the request on (`pass`) once its body is known to fit its page's limit
 * (src/lib/request-body-limit.ts), or answers 413 in the tenant's language without reading it
 * whole. A declared length past the limit is refused before any of the body is read. A body sent
 * without one (chunked) is read here, up to the limit, and handed on in full as `req.body`, which
 * the Node adapter reads instead of the stream; past the limit, it is refused as it comes.
 */
export function guardBody(req: IncomingMessage, res: ServerResponse, pass: () => void): void {
  const maxBytes = limitOf(req);
  const declared = header(req, 'content-length');
  if (maxBytes === undefined || Number(declared) <= maxBytes) {
    pass();
    return;
  }
  if (declared !== undefined) {
    // Node reads and drops what is left of the body after the answer, unless told to close
    writeRefusal(req, res, tooLarge(req, maxBytes), Number(declared) > maxBytes + refusedBodyDrainBytes);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.byteLength;
    if (refused) {
      if (size > maxBytes + refusedBodyDrainBytes) req.destroy();
    } else if (size > maxBytes) {
      refused = true;
      chunks.length = 0;
      writeRefusal(req, res, tooLarge(req, maxBytes));
    } else chunks.push(chunk);
  });
  req.on('end', () => {
    if (refused) return;
    Object.assign(req, { body: Buffer.concat(chunks, size) });
    pass();
  });
}

/**
 * The server's `checkContinue` handler: a client that asks before sending its body
 * (`Expect: 100-continue`) and declares one past its page's limit gets the 413 instead of
 * "100 Continue", and does not send it; the connection is closed, as the body never comes.
 */
export function continueUnlessTooLarge(handler: Handler): Handler {
  return (req, res) => {
    const maxBytes = limitOf(req);
    if (maxBytes !== undefined && Number(header(req, 'content-length')) > maxBytes) {
      writeRefusal(req, res, tooLarge(req, maxBytes), true);
      return;
    }
    res.writeContinue();
    handler(req, res);
  };
}
