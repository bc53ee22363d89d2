import { describe, expect, it } from 'vitest';
import { shopperCookies } from '../../src/lib/cookies';
import { instantText } from '../../src/lib/instant-text';
import { translator } from '../../src/lib/messages';
import { getTenant } from '../../src/tenants/registry';
import { Browser, cartFixtures, customerSession, expireQuotation } from './cart-fixtures';
import { callAction, customerCookies, page, postForm, pricedSku } from './lists-calls';

/** Quotations as the shopper makes them (docs/accounts-and-lists.md): from the cart or a wish list, their page, back to the cart. */

interface CartAnswer {
  cart: { lines: { skuId: string; quantity: number; lineTotal: { amount: number }; frozen: unknown }[] };
}
const quotationPage = /^\/(cl|br)\/account\/quotations\/([A-Za-z0-9_-]{22})\/\?done=1$/;

describe.each([
  ['cl', 'es'],
  ['br', 'pt'],
] as const)('quotations in %s', (tenant, lang) => {
  const t = translator(lang);
  const site = getTenant(tenant);
  const when = (iso: string) => instantText(iso, site.langFull, site.timeZone);

  it('quotes the cart without JavaScript and shows the frozen prices and their expiry, to its shopper only', async () => {
    const shopper = new Browser();
    const { skuId } = await pricedSku(tenant);
    await postForm(shopper, `/${tenant}/product/1/x/`, 'cart.add', {
      skuId,
      quantity: '2',
      deliveryMethod: 'homeDelivery',
    });
    const quoted = await postForm(shopper, `/${tenant}/cart/`, 'quotations.fromCart');
    expect(quoted.status).toBe(303);
    const [, , id = ''] = quotationPage.exec(quoted.location) ?? [];
    expect(id).not.toBe('');
    const shown = await page(shopper, quoted.location);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.html).toMatch(/<meta name="robots" content="noindex/);
    expect(shown.html).toContain('data-quotation-status="valid"');
    expect(shown.html).toContain(`data-quoted-sku="${skuId}"`);
    expect((await page(new Browser(), quoted.location)).status).toBe(404);
  });

  it('quotes a wish list, lists it on the account page, and puts it in the cart at the frozen price', async () => {
    const customer = new Browser(await customerCookies(tenant));
    const { skuId } = await pricedSku(tenant, 2);
    const added = await callAction<{ list: { id: string; name: string } }>(customer, tenant, 'wishLists.add', {
      skuId,
    });
    const listId = added.data?.list.id ?? '';
    const quoted = await postForm(customer, `/${tenant}/account/wish-lists/${listId}/`, 'wishLists.quote', { listId });
    const [, , id = ''] = quotationPage.exec(quoted.location) ?? [];
    const view = await customer.call<{
      createdAt: string;
      expiresAt: string;
      lines: { unitPrice: { text: string } }[];
    }>(`/api/${tenant}/quotations/${id}`);
    const quotation = view.body.data;
    expect(quotation?.lines).toHaveLength(1);
    const shown = await page(customer, quoted.location);
    expect(shown.html).toContain(t('quotations.validUntil', { date: when(quotation?.expiresAt ?? ''), hours: 72 }));
    expect(shown.html).toContain(quotation?.lines[0]?.unitPrice.text.replace(/&/g, '&amp;'));

    const account = await page(customer, `/${tenant}/account/`);
    expect(account.html).toContain(t('accountLists.heading'));
    expect(account.html).toContain(added.data?.list.name);
    expect(account.html).toContain(`/${tenant}/account/quotations/${id}/`);

    const back = await postForm(customer, quoted.location.replace('?done=1', ''), 'quotations.toCart', {
      quotationId: id,
    });
    expect(back).toEqual({ status: 303, location: `/${tenant}/cart/?done=1` });
    const cart = await customer.call<{ lines: { skuId: string; frozen: { quotationId: string } | null }[] }>(
      `/api/${tenant}/cart`,
    );
    expect(cart.body.data?.lines.find((line) => line.skuId === skuId)?.frozen?.quotationId).toBe(id);
  });

  it('says the cart is empty when there is nothing to quote', async () => {
    const answer = await postForm(new Browser(), `/${tenant}/cart/`, 'quotations.fromCart');
    expect(answer.location).toBe(`/${tenant}/cart/?error=cart.error.empty`);
    expect((await page(new Browser(), answer.location)).html).toContain(t('cart.error.empty'));
  });
});

describe('an expired quotation (docs/accounts-and-lists.md)', () => {
  it('shows when it expired and goes to the cart at the current prices', async () => {
    const tenant = 'cl';
    const f = await cartFixtures();
    const shopper = new Browser({ zone: f.zone10 });
    await callAction(shopper, tenant, 'cart.add', { skuId: f.stocked, quantity: '1', deliveryMethod: 'homeDelivery' });
    const quoted = await callAction<{ quotationId: string; href: string }>(shopper, tenant, 'quotations.fromCart');
    const id = quoted.data?.quotationId ?? '';
    expect(quoted.data?.href).toBe(`/cl/account/quotations/${id}/`);
    await callAction(shopper, tenant, 'cart.remove', {
      lineId: (await shopper.call<{ lines: { lineId: string }[] }>('/api/cl/cart')).body.data?.lines[0]?.lineId ?? '',
    });
    shopper.cookies.set('zone', f.zone12);
    const frozen = await callAction<CartAnswer>(shopper, tenant, 'quotations.toCart', { quotationId: id });
    const frozenTotal = frozen.data?.cart.lines[0]?.lineTotal.amount ?? 0;
    await callAction(shopper, tenant, 'cart.remove', {
      lineId: (await shopper.call<{ lines: { lineId: string }[] }>('/api/cl/cart')).body.data?.lines[0]?.lineId ?? '',
    });

    await expireQuotation('cl', id);
    const shown = await page(shopper, `/cl/account/quotations/${id}/`);
    expect(shown.html).toContain('data-quotation-status="expired"');
    expect(shown.html).toContain(translator('es')('quotations.expiredPrices'));
    const late = await callAction<CartAnswer>(shopper, tenant, 'quotations.toCart', { quotationId: id });
    const line = late.data?.cart.lines[0];
    expect(line?.frozen).toBeNull();
    expect(line?.lineTotal.amount).toBeGreaterThan(frozenTotal);
  });
});

describe('a quotation’s total', () => {
  it('equals its lines less the members’ discount, which has a row of its own', async () => {
    const tenant = 'cl';
    const f = await cartFixtures();
    const member = await customerSession(tenant, { segment: 'Black', proBuyer: false });
    const shopper = new Browser({ [shopperCookies(tenant).session]: member, zone: f.zone10 });
    await callAction(shopper, tenant, 'cart.add', { skuId: f.stocked, quantity: '2', deliveryMethod: 'homeDelivery' });
    const quoted = await callAction<{ quotationId: string; href: string }>(shopper, tenant, 'quotations.fromCart');
    const shown = await page(shopper, quoted.data?.href ?? '');
    const figure = (attribute: string) =>
      Number(new RegExp(`${attribute}>-? ?\\$ ?([0-9.]+)<`).exec(shown.html)?.[1]?.replace(/\./g, '') ?? Number.NaN);
    const lines = [...shown.html.matchAll(/<td class="py-2">\$ ?([0-9.]+)<\/td>\s*<\/tr>/g)].map((match) =>
      Number(match[1]?.replace(/\./g, '')),
    );
    const discount = figure('data-quotation-discount');
    expect(discount).toBeGreaterThan(0);
    expect(figure('data-quotation-subtotal')).toBe(lines.reduce((sum, amount) => sum + amount, 0));
    expect(figure('data-quotation-total')).toBe(figure('data-quotation-subtotal') - discount);
    expect(shown.html).toContain(translator('es')('price.memberDiscount'));
  });
});
