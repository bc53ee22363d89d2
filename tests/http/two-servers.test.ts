import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '../../src/tenants/registry';
import { freePort } from '../support/free-port';
import { catalogueFeedToken, copyOfTestDatabase, type DatabaseCopy, type RunningServer, startServer } from './server';
import { onPostgres } from './test-database';

/**
 * Two storefront servers sharing one PostgreSQL database, as behind a load balancer: a change
 * committed through one reaches the other's search index and cached pages (that it arrives, not how
 * fast: a shared machine makes a time limit a flake), and concurrent writes to one cart through both
 * lose nothing. The servers have a database of their
 * own in the suite's cluster. Runs when the suite runs on PostgreSQL (`npm run test:postgres`).
 */
const cl = getTenant('cl');
let copy: DatabaseCopy | undefined;
let servers: RunningServer[] = [];
let sku: { id: string; productId: string; name: string; stock: number };

interface CartLine {
  lineId: string;
  skuId: string;
  quantity: number;
}
interface CartReply {
  status: number;
  setCookies: string[];
  lines: CartLine[];
}

const base = (index: number) => (servers[index % servers.length] as RunningServer).baseUrl;

async function addToCart(server: number, cookie: string, skuId: string, quantity = 1): Promise<CartReply> {
  const response = await fetch(`${base(server)}/api/cl/cart/items`, {
    method: 'POST',
    headers: { origin: base(server), 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ skuId, quantity }),
  });
  const body = (await response.json()) as { data?: { lines: CartLine[] } };
  return {
    status: response.status,
    setCookies: response.headers.getSetCookie().map((line) => line.split(';')[0] as string),
    lines: body.data?.lines ?? [],
  };
}

async function page(server: number, path: string) {
  const response = await fetch(`${base(server)}${path}`, { headers: { 'accept-encoding': 'identity' } });
  return { cache: response.headers.get('x-cache'), html: await response.text() };
}

/**
 * Asks until the server no longer answers the page from its cache: true once it renders the page
 * again. How fast the notice travels is a figure for bench/, not a test; the deadline only ends a
 * run in which the page is never dropped.
 */
async function dropped(server: number, path: string): Promise<boolean> {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if ((await page(server, path)).cache !== 'HIT') return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

function feed(server: number, kind: 'prices' | 'stock', updates: unknown[]) {
  return fetch(`${base(server)}/api/cl/catalogue/${kind}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${catalogueFeedToken}` },
    body: JSON.stringify({ updates }),
  });
}

describe.skipIf(!onPostgres)('two servers on one PostgreSQL database', () => {
  beforeAll(async () => {
    copy = await copyOfTestDatabase('two-servers');
    // both at once, as a deploy starts them: one migrates and seeds, the other waits its turn
    servers = await Promise.all(
      [await freePort(), await freePort()].map((port) => startServer(port, { ...copy?.env, WARM_UP: '0' })),
    );
    const [found] = await copy.rows<{ id: string; productId: string; name: string; stock: number }>(
      `SELECT s.id, s.product_id AS "productId", p.name, d.quantity AS stock FROM skus s
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       WHERE s.tenant = 'cl' AND s.position = 0 AND p.shipping_type = 'home' AND d.quantity BETWEEN 60 AND 150
       AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
       ORDER BY s.id LIMIT 1`,
      cl.fallbackZone.priceGroup,
    );
    if (!found) throw new Error('No cl SKU with 60 to 150 units at the DC');
    sku = found;
  }, 600_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await copy?.remove();
  });

  it('a price changed through one server drops the other’s cached pages and search index', async () => {
    const product = (await page(1, `/cl/search?Ntt=${encodeURIComponent(sku.name)}`)).html.match(
      new RegExp(`href="(/cl/product/${sku.productId}/[^"]+)"`),
    )?.[1];
    if (!product) throw new Error(`Searching "${sku.name}" does not list product ${sku.productId}`);
    const search = `/cl/search?Ntt=${encodeURIComponent(sku.name)}`;
    for (const path of [product, search]) {
      await page(1, path);
      expect((await page(1, path)).cache).toBe('HIT');
    }
    const response = await feed(0, 'prices', [
      { skuId: sku.id, priceGroup: cl.fallbackZone.priceGroup, prices: [{ type: 'NORMAL', amount: 987_650 }] },
    ]);
    expect(response.status).toBe(200);
    // the other server drops both pages and renders them again with the new price
    expect(await dropped(1, product)).toBe(true);
    expect(await dropped(1, search)).toBe(true);
    expect((await page(1, product)).html).toContain('$ 987.650');
    expect((await page(1, search)).html).toContain('$ 987.650');
  });

  it('200 adds to one cart spread over both servers: the line holds exactly what was accepted, up to the stock', async () => {
    const first = await addToCart(0, '', sku.id);
    expect(first.status).toBe(200);
    const cookie = first.setCookies.join('; ');
    const replies = await Promise.all(Array.from({ length: 199 }, (_, i) => addToCart(i, cookie, sku.id)));
    const accepted = replies.filter((reply) => reply.status === 200).length;
    // past the stock each add is refused with the stock message, never a server error
    expect(replies.every((reply) => reply.status === 200 || reply.status === 400)).toBe(true);
    const cart = await fetch(`${base(1)}/api/cl/cart`, { headers: { cookie } });
    const lines = ((await cart.json()) as { data: { lines: CartLine[] } }).data.lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(1 + accepted);
    expect(lines[0]?.quantity).toBe(Math.min(200, sku.stock, 9999));
  });

  it('a customer’s parallel first adds through both servers make one cart between them', async () => {
    const login = await fetch(`${base(0)}/api/cl/login`, {
      method: 'POST',
      headers: { origin: base(0), 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'person', email: 'black@andamio.test', password: 'andamio123' }),
    });
    expect(login.status).toBe(200);
    const session = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => addToCart(i, session, sku.id)));
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const carts = await (copy as DatabaseCopy).rows<{ id: string }>(
      "SELECT c.id FROM carts c JOIN users u ON u.tenant = c.tenant AND u.id = c.user_id WHERE c.tenant = 'cl' AND u.email = ? AND c.kind = 'main'",
      'black@andamio.test',
    );
    expect(carts).toHaveLength(1);
    const lines = await (copy as DatabaseCopy).rows<{ quantity: number }>(
      "SELECT quantity FROM cart_lines WHERE tenant = 'cl' AND cart_id = ?",
      carts[0]?.id ?? '',
    );
    expect(lines).toEqual([{ quantity: 20 }]);
  });
});
