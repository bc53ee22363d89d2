import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { Browser } from './cart-fixtures';
import { callAction, customerCookies, page, postForm, pricedSku } from './lists-calls';

/** Wish lists (docs/accounts-and-lists.md): login required, several per customer, add, move to the cart; nobody else's. */

interface Added {
  skuId: string;
  list: { id: string; name: string; itemCount: number };
  message: string;
  href: string;
}
interface Made {
  list: { id: string; name: string };
  href: string;
}

/** A login's next page, without the flag that says the customer's default address chose the zone. */
const withoutZoneFlag = (location: string) => location.replace(/([?&])zoneFromAddress=1&?/, '$1');

describe.each([
  ['cl', 'es'],
  ['br', 'pt'],
] as const)('wish lists in %s', (tenant, lang) => {
  const t = translator(lang);
  const product = `/${tenant}/product/1/x/`;

  it('asks a guest to log in, and the login brings the guest back to the product', async () => {
    const guest = new Browser();
    const { skuId } = await pricedSku(tenant);
    const island = await callAction(guest, tenant, 'wishLists.add', { skuId });
    expect(island).toMatchObject({
      status: 401,
      errors: [{ code: 'UNAUTHORIZED', message: t('wishLists.loginRequired') }],
    });
    const form = await postForm(guest, product, 'wishLists.add', { skuId });
    expect(form.status).toBe(303);
    const login = new URL(form.location, 'http://x');
    expect(login.pathname).toBe(`/${tenant}/account/`);
    expect(login.searchParams.get('next')).toBe(product);
    expect(login.searchParams.get('error')).toBe('wishLists.loginRequired');
    const prompt = await page(guest, form.location);
    expect(prompt.html).toContain(t('wishLists.loginRequired'));
    expect(prompt.html).toContain(`_action=account.login&amp;next=${encodeURIComponent(product)}`);

    const loggedIn = await postForm(guest, `/${tenant}/account/?next=${encodeURIComponent(product)}`, 'account.login', {
      email: 'cliente@andamio.test',
      password: 'andamio123',
    });
    // the demo customer may have a default address by now, whose zone the login then says it chose
    expect(loggedIn.status).toBe(303);
    expect(withoutZoneFlag(loggedIn.location)).toBe(`${product}?done=1`);
  });

  it('never follows a return address to another site or tenant', async () => {
    for (const next of ['https://evil.test/', '//evil.test/', `/${tenant === 'cl' ? 'br' : 'cl'}/`]) {
      const answer = await postForm(
        new Browser(),
        `/${tenant}/account/?next=${encodeURIComponent(next)}`,
        'account.login',
        {
          email: 'cliente@andamio.test',
          password: 'andamio123',
        },
      );
      expect(answer.status).toBe(303);
      expect(withoutZoneFlag(answer.location)).toBe(`/${tenant}/account/?done=1`);
    }
  });

  it('adds to a default list made on the first add, then to the list the customer chooses', async () => {
    const customer = new Browser(await customerCookies(tenant));
    const { skuId } = await pricedSku(tenant);
    const first = await callAction<Added>(customer, tenant, 'wishLists.add', { skuId });
    expect(first.data).toMatchObject({ list: { name: t('wishLists.defaultName'), itemCount: 1 } });
    expect(first.data?.message).toBe(t('wishLists.added', { list: t('wishLists.defaultName') }));
    const again = await callAction<Added>(customer, tenant, 'wishLists.add', { skuId });
    expect(again.data?.list).toEqual(first.data?.list);

    const made = await callAction<Made>(customer, tenant, 'wishLists.create', { name: '  Baño  ' });
    expect(made.data?.list.name).toBe('Baño');
    const mine = await callAction<{ lists: { name: string; skuIds: string[] }[] }>(customer, tenant, 'wishLists.mine');
    // each list with what it holds: the add controls show a saved product's heart filled
    expect(mine.data?.lists).toEqual([
      expect.objectContaining({ name: t('wishLists.defaultName'), skuIds: [skuId] }),
      expect.objectContaining({ name: 'Baño', skuIds: [] }),
    ]);
    const chosen = await callAction<Added>(customer, tenant, 'wishLists.add', {
      skuId,
      listId: made.data?.list.id ?? '',
    });
    expect(chosen.data?.list).toMatchObject({ name: 'Baño', itemCount: 1 });
    // or a new list, named with the add
    const named = await callAction<Added>(customer, tenant, 'wishLists.add', {
      skuId,
      listId: 'new',
      newListName: '  Cocina ',
    });
    expect(named.data?.list).toMatchObject({ name: 'Cocina', itemCount: 1 });
    const unnamed = await callAction<Added>(customer, tenant, 'wishLists.add', {
      skuId,
      listId: 'new',
      newListName: ' ',
    });
    expect(unnamed.status).toBe(400);
    expect(JSON.stringify(unnamed.errors)).toContain('newListName');

    // No JS: back to the page, which confirms the add of that SKU.
    const form = await postForm(customer, product, 'wishLists.add', { skuId });
    expect(form).toEqual({
      status: 303,
      location: `${product}?wishListSku=${encodeURIComponent(skuId)}&wishListAdded=1`,
    });
  });

  it('chooses the list, or makes one, on a page of its own without JavaScript, and lands back on the product', async () => {
    const customer = new Browser(await customerCookies(tenant));
    const { skuId } = await pricedSku(tenant, 1);
    const chooser = `/${tenant}/account/wish-lists/add/?sku=${encodeURIComponent(skuId)}`;
    const shown = await page(customer, chooser);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    // no list yet: "new list" is the choice, with a name to type
    expect(shown.html).toMatch(/<input type="radio" name="listId" value="new" checked/);
    const action = /<form method="post" action="([^"]+)"/.exec(shown.html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const formQuery = action.slice(action.indexOf('&'));
    const refused = await postForm(
      customer,
      chooser,
      'wishLists.add',
      { skuId, listId: 'new', newListName: '' },
      formQuery,
    );
    expect(refused.location.split('?')[0]).toBe(`/${tenant}/account/wish-lists/add/`);
    expect(refused.location).toContain('wishListError=validation.wishList.nameRequired');
    const made = await postForm(
      customer,
      chooser,
      'wishLists.add',
      { skuId, listId: 'new', newListName: 'Jardín' },
      formQuery,
    );
    expect(made.status).toBe(303);
    expect(made.location).toMatch(new RegExp(`^/${tenant}/product/[^?]+\\?wishListSku=${skuId}&wishListAdded=1$`));
    // the product page confirms with its heart filled
    const product = await page(customer, made.location);
    // the product's own form, not a recommended product's card
    const form = new RegExp(`<form\\b[^>]*wishListSku=${skuId}"[^>]*>`).exec(product.html)?.[0] ?? '';
    expect(form).toContain('data-saved');
    const again = await page(customer, chooser);
    expect(again.html).toContain('Jardín');
    expect(again.html).toContain(t('wishLists.choose.holds'));
  });

  it('creates, renames and deletes lists without JavaScript; the pages are private', async () => {
    const customer = new Browser(await customerCookies(tenant));
    const lists = `/${tenant}/account/wish-lists/`;
    const made = await postForm(customer, lists, 'wishLists.create', { name: 'Terraza' });
    expect(made.location).toMatch(new RegExp(`^${lists}[A-Za-z0-9_-]{22}/\\?done=1$`));
    const listPage = made.location.replace('?done=1', '');
    const id = listPage.split('/').at(-2) ?? '';
    const shown = await page(customer, listPage);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.html).toMatch(/<meta name="robots" content="noindex/);
    expect(shown.html).toContain('Terraza');

    expect(await postForm(customer, listPage, 'wishLists.rename', { listId: id, name: 'Jardín' })).toEqual({
      status: 303,
      location: `${listPage}?done=1`,
    });
    expect((await page(customer, lists)).html).toContain('Jardín');

    const refused = await postForm(customer, listPage, 'wishLists.rename', { listId: id, name: ' ' });
    expect(refused.location).toBe(`${listPage}?error=validation.wishList.nameRequired`);
    expect((await page(customer, refused.location)).html).toContain(t('validation.wishList.nameRequired'));
    const long = await callAction(customer, tenant, 'wishLists.create', { name: 'x'.repeat(41) });
    expect(long.errors?.[0]?.message).toBe(t('validation.wishList.nameTooLong', { max: 40 }));

    expect(await postForm(customer, listPage, 'wishLists.delete', { listId: id })).toEqual({
      status: 303,
      location: `${lists}?done=1`,
    });
    expect((await page(customer, listPage)).status).toBe(404);
  });

  it("answers 404 for another customer's list, and sends a guest to log in", async () => {
    const owner = new Browser(await customerCookies(tenant));
    const made = await callAction<Made>(owner, tenant, 'wishLists.create', { name: 'Privada' });
    const id = made.data?.list.id ?? '';
    const other = new Browser(await customerCookies(tenant));
    expect((await page(other, `/${tenant}/account/wish-lists/${id}/`)).status).toBe(404);
    for (const [action, fields] of [
      ['wishLists.rename', { listId: id, name: 'Mía' }],
      ['wishLists.delete', { listId: id }],
      ['wishLists.add', { listId: id, skuId: (await pricedSku(tenant)).skuId }],
      ['wishLists.quote', { listId: id }],
      ['wishLists.toCart', { listId: id }],
    ] as const) {
      const answer = await callAction(other, tenant, action, fields);
      expect(answer).toMatchObject({ status: 404, errors: [{ code: 'NOT_FOUND', message: t('wishLists.notFound') }] });
    }
    expect((await page(owner, `/${tenant}/account/wish-lists/${id}/`)).html).toContain('Privada');
    const guest = await page(new Browser(), `/${tenant}/account/wish-lists/`);
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe(
      `/${tenant}/account/?next=${encodeURIComponent(`/${tenant}/account/wish-lists/`)}`,
    );
  });

  it('moves one item, then all, to the cart, and they leave the list', async () => {
    const customer = new Browser(await customerCookies(tenant));
    const one = (await pricedSku(tenant, 0)).skuId;
    const two = (await pricedSku(tenant, 1)).skuId;
    const list = (await callAction<Added>(customer, tenant, 'wishLists.add', { skuId: one })).data?.list.id ?? '';
    await callAction(customer, tenant, 'wishLists.add', { skuId: two });
    const listPage = `/${tenant}/account/wish-lists/${list}/`;
    expect(await postForm(customer, listPage, 'wishLists.toCart', { listId: list, skuId: one })).toEqual({
      status: 303,
      location: `/${tenant}/cart/?done=1`,
    });
    const cart = await callAction<{ cart: { lines: { skuId: string }[] } }>(customer, tenant, 'wishLists.toCart', {
      listId: list,
    });
    expect(cart.data?.cart.lines.map((line) => line.skuId).sort()).toEqual([one, two].sort());
    expect((await page(customer, listPage)).html).toContain(t('wishLists.empty'));
  });

  it('refuses an unknown product, and a quotation of a list with nothing to quote', async () => {
    const customer = new Browser(await customerCookies(tenant));
    const unknown = await callAction(customer, tenant, 'wishLists.add', { skuId: 'no-such-sku' });
    expect(unknown).toMatchObject({ status: 404, errors: [{ message: t('wishLists.unknownProduct') }] });
    // without JavaScript the refusal goes back to the page, for that product's control only,
    // and the flags of an earlier add on that page are gone
    const listing = `/${tenant}/search?Ntt=x&wishListAdded=1&wishListSku=old`;
    const form = await postForm(
      customer,
      listing,
      'wishLists.add',
      { skuId: 'no-such-sku' },
      '&wishListSku=no-such-sku',
    );
    expect(form.location).toBe(
      `/${tenant}/search?Ntt=x&wishListSku=no-such-sku&wishListError=wishLists.unknownProduct`,
    );
    const made = await callAction<Made>(customer, tenant, 'wishLists.create', { name: 'Vacía' });
    const empty = await callAction(customer, tenant, 'wishLists.quote', { listId: made.data?.list.id ?? '' });
    expect(empty).toMatchObject({ status: 400, errors: [{ message: t('wishLists.nothingToQuote') }] });
  });
});
