import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { addOne, type Shopper, skusWithUnits } from './crash-shoppers';
import { copyOfTestDatabase, type DatabaseCopy, type RunningServer, startServer } from './server';
import { onPostgres } from './test-database';

/**
 * Durability across a crash: a server writing carts under load is killed with SIGKILL (no chance
 * to close anything), and every add to cart it acknowledged with a 2xx is in the database when it
 * starts again, which SQLite finds intact. The server works on its own copy of the test database
 * (on PostgreSQL, a database of its own in the same cluster).
 */
let copy: DatabaseCopy | undefined;
const shoppers = 8;
let skus: string[];
let server: RunningServer | undefined;

beforeAll(async () => {
  copy = await copyOfTestDatabase('crash');
  skus = await skusWithUnits(shoppers);
});

afterAll(async () => {
  await server?.stop();
  await copy?.remove();
});

describe('a server killed while it writes', () => {
  it('loses no acknowledged add to cart, and its database is intact', async () => {
    server = await startServer(await freePort(), { ...copy?.env, WARM_UP: '0' });
    const { baseUrl: base, child } = server;
    const crowd: Shopper[] = skus.map(() => ({ cookie: '', acknowledged: 0 }));
    let killed = false;
    const loops = crowd.map(async (shopper, index) => {
      while (!killed) await addOne(base, shopper, skus[index] as string).catch(() => undefined);
    });
    // writes are under way on every shopper's cart when the process dies
    while (crowd.some((shopper) => shopper.acknowledged < 3)) await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    killed = true;
    await Promise.all(loops);
    server = undefined;

    const database = copy as DatabaseCopy;
    // PostgreSQL checks its own pages as it reads them; an SQLite file is checked whole.
    if (!onPostgres) expect(await database.rows('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    for (const shopper of crowd) {
      const [row] = await database.rows<{ quantity: number }>(
        "SELECT quantity FROM cart_lines WHERE tenant = 'cl' AND line_id = ?",
        shopper.lineId ?? '',
      );
      expect(row?.quantity ?? 0).toBeGreaterThanOrEqual(shopper.acknowledged);
    }

    // and the storefront starts again on it, with the carts as they were
    server = await startServer(await freePort(), { ...copy?.env, WARM_UP: '0' });
    const shopper = crowd[0] as Shopper;
    const cart = await fetch(`${server.baseUrl}/api/cl/cart`, { headers: { cookie: shopper.cookie } });
    const body = (await cart.json()) as { data?: { lines: { lineId: string; quantity: number }[] } };
    expect(body.data?.lines.find((line) => line.lineId === shopper.lineId)?.quantity).toBeGreaterThanOrEqual(
      shopper.acknowledged,
    );
    // on PostgreSQL the server first migrates and seeds its new database
  }, 300_000);
});
