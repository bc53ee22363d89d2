import { describe, expect, it } from 'vitest';
import { Browser } from './cart-fixtures';
import { callAction, customerCookies, page, postForm, pricedSku } from './lists-calls';

/** A quote form sent twice (a double click, a retry) makes one quotation: the form carries a key of its own. */

const quotationPage = /^\/(cl|br)\/account\/quotations\/([A-Za-z0-9_-]{22})\/\?done=1$/;

/** The key of the quote form as the page drew it. */
function requestKeyIn(html: string): string {
  const key = /name="requestKey" value="([A-Za-z0-9_-]{22})"/.exec(html)?.[1];
  if (!key) throw new Error('The page has no quote form with a request key');
  return key;
}

const quotationCount = async (browser: Browser, tenant: string) =>
  (await browser.call<{ quotations: unknown[] }>(`/api/${tenant}/quotations`)).body.data?.quotations.length;

describe.each(['cl', 'br'] as const)('a double submit in %s', (tenant) => {
  it('of the cart makes one quotation, and a new form makes another', async () => {
    const shopper = new Browser();
    const { skuId } = await pricedSku(tenant);
    await callAction(shopper, tenant, 'cart.add', { skuId, quantity: '1', deliveryMethod: 'homeDelivery' });
    const cartPage = `/${tenant}/cart/`;
    const fields = { requestKey: requestKeyIn((await page(shopper, cartPage)).html) };
    const [first, second] = await Promise.all([
      postForm(shopper, cartPage, 'quotations.fromCart', fields),
      postForm(shopper, cartPage, 'quotations.fromCart', fields),
    ]);
    expect(first.location).toMatch(quotationPage);
    expect(second.location).toBe(first.location);
    expect(await quotationCount(shopper, tenant)).toBe(1);

    const again = { requestKey: requestKeyIn((await page(shopper, cartPage)).html) };
    expect(again.requestKey).not.toBe(fields.requestKey);
    expect((await postForm(shopper, cartPage, 'quotations.fromCart', again)).location).not.toBe(first.location);
    expect(await quotationCount(shopper, tenant)).toBe(2);
  });

  it('of a wish list makes one quotation, for its customer only', async () => {
    const customer = new Browser(await customerCookies(tenant));
    const added = await callAction<{ list: { id: string } }>(customer, tenant, 'wishLists.add', {
      skuId: (await pricedSku(tenant, 1)).skuId,
    });
    const listId = added.data?.list.id ?? '';
    const listPage = `/${tenant}/account/wish-lists/${listId}/`;
    const fields = { listId, requestKey: requestKeyIn((await page(customer, listPage)).html) };
    const first = await postForm(customer, listPage, 'wishLists.quote', fields);
    const second = await postForm(customer, listPage, 'wishLists.quote', fields);
    expect(first.location).toMatch(quotationPage);
    expect(second.location).toBe(first.location);
    expect(await quotationCount(customer, tenant)).toBe(1);
  });
});
