import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLine } from './cart-calls';
import { cartOf, placeOrder, readyToPlace, setStock, stockAt } from './checkout-fixtures';
import { baseUrl } from './client';
import { row } from './test-database';

/**
 * The last units of a SKU, ordered by many shoppers at the same moment: orders are placed until
 * the stock is gone and never past it; everyone else is told the stock is gone and orders nothing.
 */
const shoppers = 50;
const units = 10;
const runId = randomUUID().slice(0, 8);
const confirmation = /^\/cl\/checkout\/confirmation\/CL-\d{9}\/\?done=1$/;
let sku: string;
let product: { id: string; name: string };
let unitsBefore: number;

beforeAll(async () => {
  // a home-delivery SKU of its own, far from the ones the other tests pick first
  const found = await row<{ id: string; product: string; name: string }>(
    `SELECT s.id, p.id AS product, p.name FROM skus s JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
     JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
     WHERE s.tenant = 'cl' AND p.shipping_type = 'home' AND d.quantity >= 50
     AND (SELECT count(*) FROM skus x WHERE x.tenant = s.tenant AND x.product_id = s.product_id) = 1
     AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = '10')
     ORDER BY s.id DESC LIMIT 1 OFFSET 7`,
  );
  if (!found) throw new Error('No home-delivery SKU with 50 units at the DC in the test database');
  sku = found.id;
  product = { id: found.product, name: found.name };
  unitsBefore = await stockAt('cl', sku);
});

afterAll(() => setStock('cl', sku, unitsBefore));

/** How the product's card in a search for its name says it goes (HD, CC, BS). */
async function deliveryOnCard(): Promise<string[] | undefined> {
  const response = await fetch(`${baseUrl}/api/cl/search?Ntt=${encodeURIComponent(product.name)}`);
  const body = (await response.json()) as { data: { products: { id: string; delivery: string[] }[] } };
  return body.data.products.find((card) => card.id === product.id)?.delivery;
}

async function ordersOfRun(): Promise<number> {
  const found = await row<{ n: number }>(
    "SELECT count(*) AS n FROM orders WHERE tenant = 'cl' AND email LIKE ?",
    `race-${runId}-%`,
  );
  return Number(found?.n);
}

describe(`${shoppers} shoppers ordering the last ${units} units at once`, () => {
  it('get exactly as many orders as there were units, and the stock ends at zero, never below', async () => {
    const ready = await Promise.all(
      Array.from({ length: shoppers }, async (_, index) => {
        const { browser } = await withLine(sku, 1);
        await readyToPlace(browser, 'cl', `race-${runId}-${index}@andamio.test`);
        return { browser, total: (await cartOf(browser)).totals.total.amount };
      }),
    );
    expect(await deliveryOnCard()).toContain('HD');
    await setStock('cl', sku, units);
    const answers = await Promise.all(ready.map(({ browser, total }) => placeOrder(browser, total)));
    const placed = answers.filter((answer) => answer.status === 303 && confirmation.test(answer.location ?? ''));
    expect(placed).toHaveLength(units);
    // the others are sent back to the review, their carts as they were
    for (const answer of answers.filter((candidate) => !placed.includes(candidate))) {
      expect(answer.status).toBe(303);
      expect(answer.location).toMatch(/^\/cl\/checkout\/review\//);
    }
    expect(await ordersOfRun()).toBe(units);
    expect(await stockAt('cl', sku)).toBe(0);
    // the search index followed the orders: the card no longer offers home delivery
    expect(await deliveryOnCard()).not.toContain('HD');
  }, 120_000);
});
