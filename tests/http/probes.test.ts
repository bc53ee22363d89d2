import { get } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { baseUrl } from './client';
import { type RunningServer, startServer } from './server';

interface InFlightPage {
  /** Settles once the server's handler has taken the request (its "100 Continue" arrived). */
  taken: Promise<void>;
  answer: Promise<{ status: number; html: string }>;
}

/**
 * A page over a connection of its own (fetch would reuse a kept-alive one), asked with
 * `Expect: 100-continue`: Node's server writes "100 Continue" right before it hands the request to
 * the storefront's handler, so `taken` tells the test the request is in flight, with no guess at
 * how long the server takes to read it.
 */
function pageInFlight(url: string): InFlightPage {
  let taken!: () => void;
  const takenPromise = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const answer = new Promise<{ status: number; html: string }>((resolve, reject) => {
    const request = get(url, { agent: false, headers: { expect: '100-continue' } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        html += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, html }));
    });
    request.once('continue', taken);
    request.on('error', reject);
  });
  return { taken: takenPromise, answer };
}

/** The load balancer's probes (README "Health probes") and what SIGTERM does to a running server. */
describe('probes', () => {
  it('/healthz answers while the process runs, never cached', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready once the database answers, its schema is current and every index is loaded', async () => {
    // the server warms every tenant's index after it starts listening: a probe is asked again until then
    let response = await fetch(`${baseUrl}/readyz`);
    for (let attempt = 0; attempt < 120 && response.status !== 200; attempt++) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 500));
      response = await fetch(`${baseUrl}/readyz`);
    }
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, searchIndexes: true },
    });
    expect(response.status).toBe(200);
  });
});

describe('a server started without warm-up', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('is not ready until its search indexes are loaded, then becomes ready by itself', async () => {
    server = await startServer(await freePort(), { WARM_UP: '0' });
    const first = await fetch(`${server.baseUrl}/readyz`);
    const body = (await first.json()) as { status: string; checks: Record<string, boolean>; loading?: string[] };
    expect(first.status).toBe(503);
    expect(body.checks).toMatchObject({ database: true, migrations: true, searchIndexes: false });
    expect(body.loading?.length).toBeGreaterThan(0);
    let status = first.status;
    for (let attempt = 0; attempt < 120 && status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await fetch(`${server.baseUrl}/readyz`)).status;
    }
    expect(status).toBe(200);
  });

  it('on SIGTERM finishes the pages in flight, then exits cleanly and takes no more', async () => {
    if (!server) throw new Error('no server');
    const { baseUrl: base, child } = server;
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    // search pages nobody asked for yet: each is rendered, not answered from the route cache
    const terms = ['pintura', 'taladro', 'cemento', 'brocha', 'rodillo', 'martillo', 'tornillo', 'sierra'];
    // each on a connection of its own, opened before the signal
    const pages = terms.map((term) => pageInFlight(`${base}/cl/search?Ntt=${term}&shutdown=1`));
    await Promise.all(pages.map((inFlight) => inFlight.taken));
    child.kill('SIGTERM');
    const answers = await Promise.all(pages.map((inFlight) => inFlight.answer));
    expect(answers.map((answer) => answer.status)).toEqual(terms.map(() => 200));
    for (const answer of answers) expect(answer.html.trimEnd()).toMatch(/<\/html>$/);
    expect(await exited).toEqual({ code: 0, signal: null });
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    server = undefined;
  });
});
