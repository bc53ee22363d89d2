import { shopperCookies } from '../../src/lib/cookies';
import { getTenant } from '../../src/tenants/registry';
import { type Browser, customerSession } from './cart-fixtures';
import { baseUrl } from './client';
import { row } from './test-database';

/** Calls of the wish list and quotation tests: a browser's no-JS forms, its islands' action calls, pages. */

const cookieOf = (browser: Browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

function keepCookies(browser: Browser, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    browser.cookies.set(name.trim(), value.trim());
  }
}

/**
 * A no-JS form posted to an action on `page`: the 303 and where it leads. `formQuery` is what the
 * form's address adds after the action (a control naming its product); such an address
 * (`?_action=…&…`) takes the place of the page's query, as a browser resolves it.
 */
export async function postForm(
  browser: Browser,
  page: string,
  action: string,
  fields: Record<string, string> = {},
  formQuery = '',
) {
  const separator = page.includes('?') ? '&' : '?';
  const address =
    formQuery === '' ? `${page}${separator}_action=${action}` : `${page.split('?')[0]}?_action=${action}${formQuery}`;
  const response = await fetch(`${baseUrl}${address}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: { origin: baseUrl, cookie: cookieOf(browser), referer: `${baseUrl}${page}` },
  });
  keepCookies(browser, response);
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** An island's call of an action, answered in the envelope (docs/api.md). */
export async function callAction<T>(
  browser: Browser,
  tenant: string,
  action: string,
  fields: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`${baseUrl}/_actions/${action}/`, {
    method: 'POST',
    body,
    headers: { origin: baseUrl, accept: 'application/json', 'x-tenant-id': tenant, cookie: cookieOf(browser) },
  });
  keepCookies(browser, response);
  const envelope = (await response.json()) as {
    success: boolean;
    data?: T;
    errors?: { code: string; message: string; field?: string }[];
  };
  return { status: response.status, ...envelope };
}

export async function page(browser: Browser, path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: { cookie: cookieOf(browser) } });
  keepCookies(browser, response);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** A logged-in customer of its own, so lists made by one test are nobody else's. */
export async function customerCookies(tenant: string): Promise<Record<string, string>> {
  return { [shopperCookies(tenant).session]: await customerSession(tenant, { segment: null, proBuyer: false }) };
}

/** A SKU of the tenant priced in its fallback zone's group, with DC units, for adding and quoting. */
export async function pricedSku(tenant: 'cl' | 'br', offset = 0): Promise<{ skuId: string; productId: string }> {
  const group = getTenant(tenant).fallbackZone.priceGroup;
  const found = await row<{ skuId: string; productId: string }>(
    `SELECT s.id AS "skuId", s.product_id AS "productId" FROM skus s
     JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
     JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
     WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 20
     AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
     ORDER BY s.id LIMIT 1 OFFSET ?`,
    tenant,
    group,
    offset,
  );
  if (!found) throw new Error(`No priced SKU for ${tenant}`);
  return found;
}
