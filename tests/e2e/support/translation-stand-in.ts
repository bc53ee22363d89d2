import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A LibreTranslate-compatible translation service for the browser tests: POST /translate with
 * { q, source, target, format } answers { translatedText } in the order of q. The real service
 * is not ours to run; this stand-in answers "[target] text", so a test can tell a translation
 * from the original, and counts what it was asked.
 */
export interface TranslationStandIn {
  url: string;
  requests: { q: string[]; source: string; target: string }[];
  close(): Promise<void>;
}

export async function startTranslationStandIn(): Promise<TranslationStandIn> {
  const requests: TranslationStandIn['requests'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/translate') return answer(404, { error: 'Not Found' });
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const q: string[] = Array.isArray(body.q) ? body.q : [body.q];
        requests.push({ q, source: body.source, target: body.target });
        const translated = q.map((text) => `[${body.target}] ${text}`);
        answer(200, { translatedText: Array.isArray(body.q) ? translated : translated[0] });
      } catch {
        answer(400, { error: 'Invalid request' });
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
