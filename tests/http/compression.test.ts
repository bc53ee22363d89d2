import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';

/**
 * Answers rendered for the request (a page the route cache does not hold yet, a private page, an
 * API envelope) are compressed as they stream, in the coding the client takes (issue 13); pages
 * the cache holds have their own test (route-cache.test.ts). Read with node:http, which leaves the
 * bytes as sent (fetch would decode them).
 */
interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

function rawGet(path: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const call = request(new URL(path, baseUrl), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    call.on('error', fail);
    call.end();
  });
}

const decode = (answer: RawAnswer) => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.bytes).toString('utf8');
  if (coding === 'gzip') return gunzipSync(answer.bytes).toString('utf8');
  return answer.bytes.toString('utf8');
};

/** A home page address no earlier request used: rendered now, not answered from the cache. */
const unseenHome = () => `/cl/?visit=${randomUUID()}`;

describe('a page rendered for the request', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('streams in %s when the client takes it, and decodes to the page', async (coding, accept) => {
    const path = unseenHome();
    const compressed = await rawGet(path, accept);
    expect(compressed.status).toBe(200);
    expect(compressed.headers['x-cache']).toBe('MISS');
    expect(compressed.headers['content-encoding']).toBe(coding);
    expect(compressed.headers['content-length']).toBeUndefined();
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const html = decode(compressed);
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toMatch(/<\/html>\s*$/);
    // the cache kept the page as rendered: the same document, uncompressed for a client that asks so
    const plain = await rawGet(path, 'identity');
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.bytes.toString('utf8')).toBe(html);
    expect(compressed.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3);
  });

  it('is sent as it is to a client that takes no compression, saying it could vary', async () => {
    const plain = await rawGet(unseenHome(), 'identity');
    expect(plain.headers['x-cache']).toBe('MISS');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.bytes.toString('utf8')).toMatch(/^<!DOCTYPE html>/i);
  });

  it('is compressed when private too (the cart), and stays private', async () => {
    const cart = await rawGet('/cl/cart/', 'br');
    expect(cart.headers['content-encoding']).toBe('br');
    expect(cart.headers['cache-control']).toMatch(/private/);
    expect(decode(cart)).toMatch(/<h1[^>]*>Carro de compras<\/h1>/);
  });
});

describe('an API answer', () => {
  it('is compressed when large, and decodes to its envelope', async () => {
    const search = await rawGet('/api/cl/search?Ntt=pintura', 'gzip');
    expect(search.status).toBe(200);
    expect(search.headers['content-encoding']).toBe('gzip');
    const envelope = JSON.parse(decode(search)) as { success: boolean; data: { products: unknown[] } };
    expect(envelope.success).toBe(true);
    expect(envelope.data.products.length).toBeGreaterThan(0);
  });

  it('is sent as it is when small: compressing a few hundred bytes saves nothing', async () => {
    const missing = await rawGet('/api/cl/no-such-call', 'br');
    expect(missing.status).toBe(404);
    expect(missing.bytes.byteLength).toBeLessThan(1024);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(decode(missing)) as { success: boolean }).success).toBe(false);
  });
});
