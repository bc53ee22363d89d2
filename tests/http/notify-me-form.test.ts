import { describe, expect, it } from 'vitest';
import { roleTexts } from './html-text';
import { NoJsBrowser } from './no-js-browser';
import { row } from './test-database';

/**
 * The out-of-stock product's notify-me form without JavaScript (docs/accounts-and-lists.md): it posts to the notifyMe
 * action, and the page comes back confirming, or with the server's refusal. The island:
 * tests/e2e/notify-me.spec.ts; the API and its email: product-services.test.ts, email-smtp.test.ts.
 */
const sites = [
  {
    tenant: 'cl',
    saved: 'Te avisaremos por correo cuando este producto vuelva a estar disponible.',
    invalid: 'Ingresa un correo electrónico válido.',
  },
  {
    tenant: 'br',
    saved: 'Avisaremos por e-mail quando este produto estiver disponível novamente.',
    invalid: 'Informe um e-mail válido.',
  },
] as const;

/** A SKU no store and no distribution centre has, of a product with one SKU: its page offers notify-me. */
async function outOfStockSku(tenant: string): Promise<{ skuId: string; productId: string }> {
  const found = await row<{ skuId: string; productId: string }>(
    `SELECT s.id AS "skuId", s.product_id AS "productId" FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
      WHERE s.tenant = ? AND p.variant_type IS NULL
        AND NOT EXISTS (SELECT 1 FROM stock d WHERE d.tenant = s.tenant AND d.sku_id = s.id AND d.quantity > 0)
      ORDER BY s.id LIMIT 1`,
    tenant,
  );
  if (!found) throw new Error(`No out-of-stock product on ${tenant}`);
  return found;
}

const subscribed = (tenant: string, skuId: string, email: string) =>
  row('SELECT created_at FROM notify_me WHERE tenant = ? AND sku_id = ? AND email = ?', tenant, skuId, email);

const address = (tenant: string) =>
  `aviso-http-${tenant}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

describe.each(sites)('notify-me in $tenant without JavaScript', ({ tenant, saved, invalid }) => {
  /** Posts the product page's form, as drawn, and answers the page it comes back to. */
  async function post(email: string) {
    const { skuId, productId } = await outOfStockSku(tenant);
    const browser = new NoJsBrowser();
    const page = await browser.open(`/${tenant}/product/${productId}/`);
    expect(page.html, 'the page offers the form').toContain(`name="skuId" value="${skuId}"`);
    const answer = await browser.submit(
      `${page.url.split('?')[0]}?_action=notifyMe`,
      { skuId, email },
      { from: page.url },
    );
    return { skuId, answer };
  }

  it('the form posts, the page comes back confirming, and the address is subscribed', async () => {
    const email = address(tenant);
    const { skuId, answer } = await post(email);
    expect(roleTexts(answer.html, 'status')).toContain(saved);
    expect(await subscribed(tenant, skuId, email)).toBeDefined();
  });

  it('an address the server refuses comes back with the message, and nothing is stored', async () => {
    // a browser's own check lets "a@localhost" through; the server's rule (a dotted domain) does not
    const email = `nadie-${tenant}@localhost`;
    const { skuId, answer } = await post(email);
    expect(roleTexts(answer.html, 'alert')).toContain(invalid);
    expect(await subscribed(tenant, skuId, email)).toBeUndefined();
  });
});
