import { createHash, randomBytes } from 'node:crypto';
import { buildZoneCode } from '../../src/lib/zone';
import { baseUrl, type Envelope } from './client';
import { row, run } from './test-database';

/**
 * Helpers for the cart HTTP tests: a browser that keeps its cookies (fetch keeps none), and
 * the SKUs, stores and zones the tests need, found in the database the server seeded (the
 * generator decides which SKU has what; the tests ask for a kind, not an id).
 */

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
  setCookies: string[];
}

export class Browser {
  readonly cookies = new Map<string, string>();

  /** `base`: another server than the suite's, such as a test's own over a copy of the database. */
  constructor(
    cookies: Record<string, string> = {},
    private readonly base = baseUrl,
  ) {
    for (const [name, value] of Object.entries(cookies)) this.cookies.set(name, value);
  }

  async call<T = unknown>(
    path: string,
    init: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const body = init.json === undefined ? init.body : JSON.stringify(init.json);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.base}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        // A browser names its origin on POST, PUT, PATCH and DELETE: Astro's origin check needs it on bodyless calls.
        origin: this.base,
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie === '' ? {} : { cookie }),
        ...init.headers,
      },
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name.trim(), value.trim());
    }
    return { status: response.status, body: parsed, headers: response.headers, setCookies };
  }
}

async function first(sql: string, ...params: string[]): Promise<string> {
  const found = await row<{ id: string }>(sql, ...params);
  if (!found) throw new Error(`No fixture in the test database for: ${sql}`);
  return found.id;
}

const product = 'JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id';
const dc = "JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'";
const pricedIn = (group: string) =>
  `EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = '${group}')`;

export interface CartFixtures {
  /** Home shipping, 50+ units at the DC, 5+ in store 1001, with extended warranties; priced differently in groups 10 and 12. */
  stocked: string;
  /** Another home-shipping SKU with 50+ DC units. */
  other: string;
  /** 2 to 5 units at the DC. */
  scarce: string;
  /** A store of the tenant without units of `stocked`. */
  emptyStore: string;
  /** A SKU of br that cl does not have. */
  foreign: string;
  /** Zones of cl in price groups 10 (the fallback) and 12. */
  zone10: string;
  zone12: string;
}

export async function cartFixtures(): Promise<CartFixtures> {
  const stocked = await first(
    `SELECT s.id FROM skus s ${product} ${dc} JOIN stock st ON st.tenant = s.tenant AND st.sku_id = s.id AND st.store_id = '1001'
     JOIN prices a ON a.tenant = s.tenant AND a.sku_id = s.id AND a.price_group_id = '10' AND a.position = 0
     JOIN prices b ON b.tenant = s.tenant AND b.sku_id = s.id AND b.price_group_id = '12' AND b.position = 0
     WHERE s.tenant = 'cl' AND p.shipping_type = 'home' AND d.quantity >= 50 AND st.quantity >= 5
     AND p.services LIKE '%warranty-2y%' AND a.amount < b.amount ORDER BY s.id LIMIT 1`,
  );
  return {
    stocked,
    other: await first(
      `SELECT s.id FROM skus s ${product} ${dc} WHERE s.tenant = 'cl' AND p.shipping_type = 'home' AND d.quantity >= 50 AND ${pricedIn('10')} AND s.id != ? ORDER BY s.id LIMIT 1`,
      stocked,
    ),
    scarce: await first(
      `SELECT s.id FROM skus s ${product} ${dc} WHERE s.tenant = 'cl' AND p.shipping_type = 'home' AND d.quantity BETWEEN 2 AND 5 AND ${pricedIn('10')} ORDER BY s.id LIMIT 1`,
    ),
    emptyStore: await first(
      "SELECT id FROM stores WHERE tenant = 'cl' AND id NOT IN (SELECT store_id FROM stock WHERE tenant = 'cl' AND sku_id = ? AND quantity > 0) ORDER BY id LIMIT 1",
      stocked,
    ),
    // each tenant numbers its SKUs along the same sequence (catalogue/ids.ts): another tenant's SKU
    // is unknown to cl by its id only past cl's last, in a tenant that has more SKUs than cl
    foreign: await first(
      "SELECT id FROM skus WHERE tenant != 'cl' AND id NOT IN (SELECT id FROM skus WHERE tenant = 'cl') ORDER BY id LIMIT 1",
    ),
    zone10: buildZoneCode({ priceGroup: '10', zoneId: '13101' }),
    zone12: buildZoneCode({
      priceGroup: '12',
      zoneId: await first(
        "SELECT id FROM zones WHERE tenant = 'cl' AND price_group_id = '12' AND served = 1 ORDER BY id LIMIT 1",
      ),
    }),
  };
}

/** A br SKU whose list has a pro price below the current one, in the fallback group, with DC units. */
export function proPricedSku(tenant: string, group: string): Promise<string> {
  return first(
    `SELECT s.id FROM skus s ${product} ${dc} JOIN prices x ON x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?
     WHERE s.tenant = ? AND x.type = 'PRECIOS_PRO' AND p.shipping_type != 'pickup_only' AND d.quantity >= 10 ORDER BY s.id LIMIT 1`,
    group,
    tenant,
  );
}

/** A customer with a live session, straight into the database; answers the session cookie value. */
export async function customerSession(
  tenant: string,
  user: { segment: string | null; proBuyer: boolean },
): Promise<string> {
  const id = `cart-test-${randomBytes(6).toString('hex')}`;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await run(
    `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
     VALUES (?, ?, ?, 'not-a-hash', 'person', NULL, 'Test', 'Cart', NULL, ?, ?, ?)`,
    tenant,
    id,
    `${id}@andamio.test`,
    user.segment,
    user.proBuyer ? 1 : 0,
    now.toISOString(),
  );
  await run(
    'INSERT INTO sessions (tenant, token_hash, user_id, guest, created_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)',
    tenant,
    createHash('sha256').update(token).digest('hex'),
    id,
    now.toISOString(),
    new Date(now.getTime() + 3_600_000).toISOString(),
  );
  return token;
}

/** The 72 hours of a quotation are over: its expiry, and the frozen prices it left in carts, move into the past. */
export async function expireQuotation(tenant: string, id: string): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  await run('UPDATE quotations SET expires_at = ? WHERE tenant = ? AND id = ?', past, tenant, id);
  await run('UPDATE cart_lines SET frozen_until = ? WHERE tenant = ? AND quotation_id = ?', past, tenant, id);
}
