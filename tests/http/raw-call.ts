import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { baseUrl, type Envelope } from './client';

/**
 * An HTTP call for tests that fetch cannot make: from a chosen loopback address (rate limits
 * count per address and the test database outlives a run) and with the raw Set-Cookie lines.
 */
export function freshAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  /** The body as text, for answers that are not JSON (media, files). */
  text: string;
  headers: Record<string, string | string[] | undefined>;
  /** Set-Cookie lines, one per cookie. */
  setCookies: string[];
}

export interface CallInit {
  method?: string;
  json?: unknown;
  body?: Uint8Array | string;
  headers?: Record<string, string>;
  cookie?: string;
  /** Local address to call from; a fresh one by default. */
  from?: string;
}

export function rawCall<T = unknown>(path: string, init: CallInit = {}): Promise<Reply<T>> {
  const body = init.json === undefined ? init.body : JSON.stringify(init.json);
  const headers: Record<string, string> = {
    ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
    ...(init.cookie === undefined ? {} : { cookie: init.cookie }),
    ...init.headers,
  };
  return new Promise((done, fail) => {
    const req = request(
      new URL(path, baseUrl),
      {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        localAddress: init.from ?? freshAddress(),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Envelope<T> = { success: false };
          try {
            parsed = JSON.parse(text) as Envelope<T>;
          } catch {
            // Media and files are not JSON; tests read `text`.
          }
          const setCookies = res.headers['set-cookie'] ?? [];
          done({ status: res.statusCode ?? 0, body: parsed, text, headers: res.headers, setCookies });
        });
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}
