import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';

/**
 * A retailer's picture host on loopback, for the catalogue import's image fetching: serves the
 * pictures it is given with an ETag, answers 304 to a request that names it, and counts the
 * answers that carried bytes. `/slow/…` never answers (a source that hangs); `/redirect?to=URL`
 * answers 302 to URL (a source behind a redirect).
 */
export interface ImageServer {
  origin: string;
  /** Serves `bytes` at `path` (replacing what was there). */
  put(path: string, bytes: Buffer, contentType?: string): void;
  /** Answers with bytes (200) per path so far. */
  served(path: string): number;
  stop(): Promise<void>;
}

export async function startImageServer(): Promise<ImageServer> {
  const files = new Map<string, { bytes: Buffer; etag: string; contentType: string }>();
  const served = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const asked = new URL(request.url ?? '/', 'http://localhost');
    const path = asked.pathname;
    const target = asked.searchParams.get('to');
    if (path === '/redirect' && target) {
      response.writeHead(302, { location: target }).end();
      return;
    }
    if (path.startsWith('/slow/')) {
      hanging.add(response);
      return;
    }
    const file = files.get(path);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, { etag: file.etag }).end();
      return;
    }
    served.set(path, (served.get(path) ?? 0) + 1);
    response.writeHead(200, { 'content-type': file.contentType, etag: file.etag }).end(file.bytes);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    put(path, bytes, contentType = 'image/png') {
      const etag = `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"`;
      files.set(path, { bytes, etag, contentType });
    },
    served: (path) => served.get(path) ?? 0,
    stop: () =>
      new Promise<void>((done) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
