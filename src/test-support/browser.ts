import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

/**
 * The browser that the unit tests of stores and island logic need, and no more: vitest runs them
 * in Node, without a DOM. Web Storage, the window's storage event, the <html> element the layout
 * writes, and fetch answered by a real HTTP server on the loopback that answers as our API does
 * (a browser resolves `/api/cl/…` against the page; Node's fetch needs an absolute URL). For tests
 * only: no island imports it, and the build's fingerprint leaves this folder out.
 */

/** Web Storage in memory; `full` makes it refuse writes as a browser over its quota does. */
export class MemoryStorage {
  readonly #items = new Map<string, string>();
  full = false;

  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.#items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  clear(): void {
    this.#items.clear();
  }
}

export class BrowserWindow extends EventTarget {
  constructor(public innerWidth: number) {
    super();
  }

  /** What this tab is told when another tab of the site writes local storage (`null`: it removed the key). */
  otherTabWrote(key: string, newValue: string | null): void {
    this.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
  }
}

export interface PageDocument {
  documentElement: { dataset: Record<string, string | undefined>; lang: string };
  cookie: string;
}

/**
 * Puts a page of `tenant` in the globals the stores read, served by `origin` (a site of
 * `startSite`) when given; `vi.unstubAllGlobals()` takes it away.
 */
export function stubBrowser(options: { tenant?: string; width?: number; origin?: string } = {}) {
  const document: PageDocument = {
    documentElement: { dataset: { tenant: options.tenant ?? 'cl' }, lang: 'es' },
    cookie: '',
  };
  const browser = {
    window: new BrowserWindow(options.width ?? 1280),
    document,
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  };
  for (const [name, value] of Object.entries(browser)) vi.stubGlobal(name, value);
  if (options.origin) stubFetch(options.origin);
  return browser;
}

/** The <html> element the layout writes, whose data-tenant the islands read (src/stores/page-context.ts). */
export function stubPageTenant(tenant: string): void {
  vi.stubGlobal('document', { documentElement: { dataset: { tenant } } });
}

/** fetch resolving the page's relative addresses (`/api/cl/...`) against `origin`, as a browser does against the page's. */
export function stubFetch(origin: string): void {
  const nodeFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
    nodeFetch(typeof input === 'string' ? new URL(input, origin) : input, init),
  );
}

/** A request as the endpoint received it. */
export interface Received {
  method: string;
  /** Path and query, as the page asked for it. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body read as a form (multipart or urlencoded), as an Astro Action reads it. */
  form(): Promise<FormData>;
  json(): Promise<unknown>;
}

/** How the site answers one request: JSON, other text (HTML unless `type` says), or a dropped connection. */
export type Answer = { status: number; json: unknown } | { status: number; text: string; type?: string } | 'hang up';

/** docs/api.md envelope of a success. */
export const succeeded = (data: unknown, status = 200): Answer => ({ status, json: { success: true, data } });

/** docs/api.md envelope of a refusal: the errors worded in the tenant's language. */
export const refused = (status: number, ...errors: { code: string; message: string; field?: string }[]): Answer => ({
  status,
  json: { success: false, errors },
});

export interface Site {
  origin: string;
  received: Received[];
  close(): Promise<void>;
}

/**
 * A real server on 127.0.0.1 answering as our API would: the site a stubbed page talks to. An
 * answer may be a promise, to hold it back while the page goes on.
 */
export async function startSite(answer: (request: Received) => Answer | Promise<Answer>): Promise<Site> {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const body = bytes.toString('utf8');
    const request: Received = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body,
      form: () =>
        new Request('http://127.0.0.1/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: bytes,
        }).formData(),
      json: async () => JSON.parse(body),
    };
    received.push(request);
    const given = await answer(request);
    if (given === 'hang up') {
      req.socket.destroy();
      return;
    }
    const [type, text] =
      'json' in given ? ['application/json', JSON.stringify(given.json)] : [given.type ?? 'text/html', given.text];
    res.writeHead(given.status, { 'content-type': type }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** `startSite` with fetch pointed at it; `vi.unstubAllGlobals()` gives fetch back, `close()` stops the server. */
export async function localApi(answer: (request: Received) => Answer | Promise<Answer>): Promise<Site> {
  const site = await startSite(answer);
  stubFetch(site.origin);
  return site;
}
