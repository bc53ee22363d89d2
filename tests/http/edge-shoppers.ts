import { createHash, randomBytes } from 'node:crypto';
import { shopperCookies, zoneCookies } from '../../src/lib/cookies';

/**
 * Shoppers of the edge tests (edge-varnish.test.ts, edge-nginx.test.ts): each keeps its own
 * cookies and User-Agent and may ask any origin, the edge's or the storefront's own, so one
 * shopper can be followed through a shared cache and compared with what the storefront renders.
 */

export const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
export const crawlerAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A statement on the database the storefront under test runs on (the suite's, or a test's copy). */
export type RunSql = (sql: string, ...parameters: (string | number)[]) => Promise<unknown>;

export interface Answer {
  status: number;
  headers: Headers;
  html: string;
}

export class EdgeShopper {
  readonly cookies = new Map<string, string>();
  /** What the header may show this shopper, and only this one: its name and cart count. */
  firstName: string | undefined;
  email: string | undefined;
  cartCount = 0;

  constructor(
    readonly name: string,
    readonly userAgent = browserAgent,
  ) {}

  get isCrawler(): boolean {
    return this.userAgent === crawlerAgent;
  }

  /** The cookies as a browser sends them. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
    const cookie = this.cookieHeader;
    const response = await fetch(`${origin}${path}`, {
      redirect: 'manual',
      headers: { 'user-agent': this.userAgent, ...(cookie ? { cookie } : {}), ...headers },
    });
    this.keep(response.headers);
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  /** Puts one unit of a SKU in the cart through `origin`, as the product page's island does. */
  async addToCart(origin: string, skuId: string): Promise<void> {
    const cookie = this.cookieHeader;
    const response = await fetch(`${origin}/api/cl/cart/items`, {
      method: 'POST',
      headers: {
        origin,
        'content-type': 'application/json',
        'user-agent': this.userAgent,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ skuId, quantity: 1 }),
    });
    this.keep(response.headers);
    if (response.status !== 200)
      throw new Error(`Adding ${skuId} answered ${response.status}: ${await response.text()}`);
    await response.body?.cancel();
    this.cartCount += 1;
  }

  private keep(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A shopper in a zone of cl: its zone cookie, as the location form leaves it. */
export function shopperIn(name: string, zoneCode: string | undefined, userAgent = browserAgent): EdgeShopper {
  const shopper = new EdgeShopper(name, userAgent);
  if (zoneCode) shopper.cookies.set(zoneCookies('cl').zone, zoneCode);
  return shopper;
}

/** A session of cl for the shopper, a customer's (with a name of its own) or a guest's, written as a login leaves it. */
export async function withSession(run: RunSql, shopper: EdgeShopper, customer: boolean): Promise<EdgeShopper> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  let userId: string | null = null;
  if (customer) {
    userId = `edge-${randomBytes(6).toString('hex')}`;
    // a name no page of the catalogue could show by chance
    shopper.firstName = `Edgar${randomBytes(4).toString('hex')}`;
    shopper.email = `${userId}@andamio.test`;
    await run(
      `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
       VALUES ('cl', ?, ?, 'no-password', 'person', NULL, ?, 'Prueba', NULL, NULL, 0, ?)`,
      userId,
      shopper.email,
      shopper.firstName,
      now.toISOString(),
    );
  }
  await run(
    `INSERT INTO sessions (tenant, token_hash, user_id, guest, created_at, expires_at) VALUES ('cl', ?, ${customer ? '?' : 'NULL'}, ?, ?, ?)`,
    createHash('sha256').update(token).digest('hex'),
    ...(userId ? [userId] : []),
    customer ? 0 : 1,
    now.toISOString(),
    new Date(now.getTime() + 3_600_000).toISOString(),
  );
  shopper.cookies.set(shopperCookies('cl').session, token);
  return shopper;
}
