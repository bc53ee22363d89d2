import { fieldsOf } from './html-forms';
import { attribute, element, elements, textOf } from './html-text';
import { all, parseHtml } from './html-tree';
import { NoJsBrowser } from './no-js-browser';
import { row, run } from './test-database';

/**
 * Products of the test database for the HTTP tests of the product page's tools (calculators,
 * projects, cut to size, instalments), found by what they hold (the generator decides the ids),
 * and the no-JS forms of those tools sent as the page drew them.
 */
export interface ToolProduct {
  id: string;
  slug: string;
  name: string;
  m2PerBox: number | null;
}

/**
 * A product of the calculator `kind` in `categoryId` whose first SKU (the one the page shows)
 * is not pickup-only, has 200+ units at the distribution centre and a price in `priceGroup`.
 */
export async function calculatorProduct(
  tenant: string,
  kind: 'paint' | 'floor',
  categoryId: string,
  priceGroup: string,
): Promise<ToolProduct> {
  const found = await row<ToolProduct>(
    `SELECT p.id, p.slug, p.name, p.m2_per_box AS "m2PerBox" FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
         AND s.position = (SELECT MIN(position) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id)
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE p.tenant = ? AND p.calculator = ? AND p.category_id = ? AND p.shipping_type != 'pickup_only'
        AND d.quantity >= 200
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
      ORDER BY p.id LIMIT 1`,
    tenant,
    kind,
    categoryId,
    priceGroup,
  );
  if (!found) throw new Error(`No ${kind} product in ${categoryId} for ${tenant}`);
  return { ...found, m2PerBox: found.m2PerBox === null ? null : Number(found.m2PerBox) };
}

/**
 * A product whose page shows a project: its shown SKU has `minUnits` at the DC and a price in the
 * zone. A latex paint (the paint project) or a brick (the wall project: bricks are picked up in
 * store, so that line can never go to the cart for home delivery).
 */
export async function projectProduct(
  tenant: string,
  priceGroup: string,
  kind: 'paint' | 'wall',
  minUnits: number,
): Promise<string> {
  const [categoryId, type] = kind === 'paint' ? ['CATG10002', 'latex-paint'] : ['CATG10047', 'brick'];
  const found = await row<{ id: string; slug: string }>(
    `SELECT p.id, p.slug FROM products p
       JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
         AND s.position = (SELECT MIN(position) FROM skus x WHERE x.tenant = p.tenant AND x.product_id = p.id)
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE p.tenant = ? AND p.category_id = ? AND p.product_type = ? AND d.quantity >= ?
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
      ORDER BY p.id LIMIT 1`,
    tenant,
    categoryId,
    type,
    minUnits,
    priceGroup,
  );
  if (!found) throw new Error(`No ${kind} product page for ${tenant}`);
  return productPath(tenant, found);
}

export const productPath = (tenant: string, product: { id: string; slug: string }) =>
  `/${tenant}/product/${product.id}/${product.slug}/`;

/** Sets the DC units of a SKU, answering what it held: a fault injected for a failure test. */
export async function setDcUnits(tenant: string, skuId: string, units: number): Promise<number> {
  const before = await row<{ quantity: number }>(
    "SELECT quantity FROM stock WHERE tenant = ? AND sku_id = ? AND store_id = 'DC'",
    tenant,
    skuId,
  );
  await run("UPDATE stock SET quantity = ? WHERE tenant = ? AND sku_id = ? AND store_id = 'DC'", units, tenant, skuId);
  return Number(before?.quantity ?? 0);
}

/** The cart page's lines: each product's name and the quantity its quantity field holds. */
export async function cartQuantities(browser: NoJsBrowser, tenant: string): Promise<Map<string, string>> {
  const cart = await browser.get(`/${tenant}/cart/`);
  const lines = elements(cart.html, /^<li\b[^>]*aria-label=/);
  return new Map(
    lines.map((line) => [
      attribute(line, 'aria-label') ?? '',
      attribute(element(line, /<input\b[^>]*name="quantity"/), 'value') ?? '',
    ]),
  );
}

/** The first project's form of the page: its address and its lines as drawn (product, quantity, SKU, ticked). */
export function projectForm(html: string) {
  const form = element(html, /^<form\b[^>]*action="\/\w+\/cart\/add-project"/);
  const lines = elements(form, /^<tr\b[^>]*data-material=/).map((tr) => ({
    name: textOf(element(tr, /^<a\b/)),
    quantity: attribute(element(tr, /<input\b[^>]*name="items\.\d+\.quantity"/), 'value') ?? '',
    skuId: attribute(element(tr, /<input\b[^>]*name="items\.\d+\.skuId"/), 'value') ?? '',
    ticked: /<input\b[^>]*type="checkbox"[^>]*checked/.test(tr),
    row: tr,
  }));
  const [drawn] = all(parseHtml(form), (node) => node.tag === 'form');
  return { action: attribute(form, 'action') ?? '', fields: drawn ? fieldsOf(drawn) : [], lines, form };
}

/** A browser on the tool's page: the page as it came, and its address after the product's redirect. */
export async function onPage(path: string) {
  const browser = new NoJsBrowser();
  const page = await browser.open(path);
  return { browser, page, path: page.url };
}
