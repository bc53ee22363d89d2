import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { addOne, type Shopper, skusWithUnits } from './crash-shoppers';
import { type RunningServer, startServer } from './server';
import { onPostgres, testDatabaseUrl } from './test-database';

/**
 * Durability across a crash of PostgreSQL itself: while eight shoppers add to their carts, the
 * database stops as a power cut would stop it (`pg_ctl stop -m immediate`: no checkpoint, no
 * flush), then starts again and replays its write-ahead log. Every add the storefront acknowledged
 * with a 2xx is there, and the storefront, which kept running, serves again from its pool. The
 * cluster is one of its own (scripts/throwaway-postgres.sh), since the suite's is shared, loaded
 * with a copy of the suite's prepared database: its server's first start would otherwise import the
 * nine catalogues again (about 35 s beside the rest of the suite, 4 s to copy).
 */
const script = 'scripts/throwaway-postgres.sh';
const shoppers = 8;
let cluster: { dir: string; url: string } | undefined;
let server: RunningServer | undefined;
let skus: string[];

function postgres(...args: string[]): string {
  return execFileSync('bash', [script, ...args], { encoding: 'utf8' });
}

/** The suite's database as test-postgres.sh prepared it (its template, which no test writes), else the suite's own. */
function preparedDatabaseUrl(): string {
  const url = new URL(testDatabaseUrl as string);
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (template) url.pathname = `/${template}`;
  return url.toString();
}

async function answersAgain(base: string, cookie: string): Promise<Response> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${base}/api/cl/cart`, { headers: { cookie } }).catch(() => undefined);
    if (response?.ok) return response;
    if (Date.now() > deadline) throw new Error(`The storefront did not answer again: ${response?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!onPostgres)('PostgreSQL stopped as by a crash while the storefront writes', () => {
  beforeAll(async () => {
    skus = await skusWithUnits(shoppers);
    const started = postgres('start', String(await freePort()));
    const value = (name: string) => new RegExp(`export ${name}=(\\S+)`).exec(started)?.[1] ?? '';
    cluster = { dir: value('PG_DIR'), url: value('DATABASE_URL') };
    postgres('load', preparedDatabaseUrl(), cluster.url);
    server = await startServer(await freePort(), { DATABASE_URL: cluster.url, WARM_UP: '0' });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    if (cluster) postgres('stop', cluster.dir);
  });

  it('keeps every acknowledged add, and the storefront serves again once it is back', async () => {
    const { baseUrl: base } = server as RunningServer;
    const dir = cluster?.dir ?? '';
    const crowd: Shopper[] = skus.map(() => ({ cookie: '', acknowledged: 0 }));
    let crashed = false;
    const loops = crowd.map(async (shopper, index) => {
      while (!crashed) await addOne(base, shopper, skus[index] as string).catch(() => undefined);
    });
    while (crowd.some((shopper) => shopper.acknowledged < 3)) await new Promise((resolve) => setTimeout(resolve, 20));
    postgres('crash', dir);
    crashed = true;
    await Promise.all(loops);
    postgres('restart', dir);

    for (const shopper of crowd) {
      const cart = await answersAgain(base, shopper.cookie);
      const body = (await cart.json()) as { data?: { lines: { lineId: string; quantity: number }[] } };
      const line = body.data?.lines.find((candidate) => candidate.lineId === shopper.lineId);
      expect(line?.quantity ?? 0).toBeGreaterThanOrEqual(shopper.acknowledged);
    }
  }, 120_000);
});
