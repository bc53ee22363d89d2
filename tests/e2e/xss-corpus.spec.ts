import { expect, type Page, test } from '@playwright/test';
import { xssPayloads } from '../support/xss-payloads';
import { servedZones } from './support/account-fixtures';
import { productsToBuy } from './support/checkout-fixtures';
import { combobox } from './support/islands-search-fixtures';
import {
  customerNamed,
  logInAs,
  postAddress,
  postReview,
  productsToReview,
  type SavedAddress,
  watchForScripts,
} from './support/xss-fixtures';

/**
 * What shoppers type comes back as text (ARCHITECTURE "Rendering"): the payloads of
 * tests/support/xss-payloads.ts sent as search terms, typed into the search box, written in
 * reviews, given as a customer's name, saved as addresses, typed as the checkout's street and
 * as a postal code, then shown in Chromium with JavaScript on. No dialog opens and no payload's
 * global is set. What the server refuses (a postal code that is not digits, an address name too
 * long, a zone that is not one) is told with its message, which does not repeat the payload.
 */
const login = { email: 'Correo electrónico', password: 'Contraseña', signIn: 'Ingresar' };

test('the watch sees a script that runs (so a blind watch cannot pass the tests below)', async ({ page }) => {
  const ran = watchForScripts(page);
  await page.goto('/cl/');
  await page.evaluate(() => {
    window.alert('control');
    (window as unknown as { __xss: string }).__xss = 'control';
  });
  expect(await ran()).toEqual(['alert: control', 'window.__xss = control']);
});

test('search terms in the address stay text on the results page', async ({ page }) => {
  test.setTimeout(180_000);
  const ran = watchForScripts(page);
  for (const payload of xssPayloads) {
    await page.goto(`/cl/search?Ntt=${encodeURIComponent(payload)}`);
    expect(await ran(), payload).toEqual([]);
  }
  await page.waitForLoadState('networkidle');
  expect(await ran()).toEqual([]);
});

test('search terms typed into the search box stay text in its suggestions', async ({ page }) => {
  const ran = watchForScripts(page);
  await page.goto('/cl/');
  const box = await combobox(page, 'Buscar productos');
  for (const payload of xssPayloads.filter((_, index) => index % 5 === 0)) {
    await box.fill(payload.slice(0, 100));
    await page.waitForTimeout(400);
    expect(await ran(), payload).toEqual([]);
  }
});

test('reviews written with the payloads show them as text on the product page', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  // nine reviews a product: a product page shows its ten newest
  const perProduct = 9;
  const products = productsToReview(Math.ceil(xssPayloads.length / perProduct));
  const productOf = (index: number) => products[Math.floor(index / perProduct)] as string;
  const pad = (text: string, min: number, max: number) =>
    (text.length >= min ? text : text.padEnd(min, '.')).slice(0, max);
  const run = Date.now() % 100_000;
  const statuses = await Promise.all(
    xssPayloads.map((payload, index) =>
      postReview(baseURL as string, {
        productId: productOf(index),
        rating: 3,
        recommend: true,
        title: pad(payload, 3, 80),
        comment: pad(payload, 30, 3000),
        alias: `xss ${index} ${run}`,
        email: `xss.${index}.${run}@correo.cl`,
        terms: true,
        attributes: { quality: 3, value: 3, ease: 3 },
      }),
    ),
  );
  expect(statuses).toEqual(xssPayloads.map(() => 201));
  const ran = watchForScripts(page);
  for (const [group, product] of products.entries()) {
    await page.goto(`/cl/product/${product}/x/`);
    const reviews = page.locator('#reviews');
    for (const payload of xssPayloads.slice(group * perProduct, (group + 1) * perProduct)) {
      await expect(reviews).toContainText(pad(payload, 3, 80).replace(/\s+/g, ' ').trim().slice(0, 30));
    }
    expect(await ran(), product).toEqual([]);
  }
});

test('a customer’s name stays text in the header and on the account page', async ({ page }) => {
  test.setTimeout(180_000);
  const ran = watchForScripts(page);
  for (const payload of xssPayloads.filter((text, index) => index % 6 === 0 && text.length <= 60)) {
    await page.context().clearCookies();
    const email = customerNamed(payload);
    await page.goto('/cl/account/');
    await page.getByLabel(login.email, { exact: true }).fill(email);
    await page.getByLabel(login.password, { exact: true }).fill('andamio123');
    await page.getByRole('button', { name: login.signIn, exact: true }).click();
    await expect(page.getByText(email)).toBeVisible();
    await page.goto('/cl/');
    await page.waitForLoadState('networkidle');
    expect(await ran(), payload).toEqual([]);
  }
});

/** Text as the page shows it: runs of blanks are one space. */
const shown = (text: string) => text.replace(/\s+/g, ' ').trim();
const pad = (text: string, min: number, max: number) =>
  (text.length >= min ? text : text.padEnd(min, '.')).slice(0, max);
/** An address made of a payload: the name cut to the 40 characters allowed, the street to 120. */
const addressOf = (payload: string, zoneId: string) => ({
  label: payload.slice(0, 40),
  street: pad(payload, 3, 120),
  zoneId,
});
const option = (address: SavedAddress) => shown(`${address.label}: ${address.street}, ${address.zoneLabel}`);
const sameOrigin = (page: Page) => new URL(page.url()).origin;

/** After the delivery step: the payment the first time (bank transfer), straight to the review once one is chosen. */
async function toReview(page: Page) {
  await expect(page).toHaveURL(/\/cl\/checkout\/(payment|review)\/$/);
  if (new URL(page.url()).pathname.endsWith('/payment/')) {
    await page.getByRole('radio', { name: /^Transferencia bancaria/ }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/cl\/checkout\/review\/$/);
}

/**
 * Every payload saved as an address through the API, ten to a customer (the limit): calls `use`
 * once per customer, logged in on `page`, with their addresses as the API answered them.
 */
async function withAddressBooks(
  page: Page,
  baseURL: string,
  use: (addresses: SavedAddress[], first: number) => Promise<void>,
) {
  const [zone] = servedZones('cl');
  if (!zone) throw new Error('a served zone in cl');
  const perCustomer = 10;
  for (let first = 0; first < xssPayloads.length; first += perCustomer) {
    await page.context().clearCookies();
    await logInAs(page, baseURL, customerNamed('Rosa'));
    const addresses: SavedAddress[] = [];
    for (const payload of xssPayloads.slice(first, first + perCustomer)) {
      const sent = addressOf(payload, zone.id);
      const saved = await postAddress(page, baseURL, sent);
      expect(saved.status, payload).toBe(201);
      expect(saved.address, payload).toMatchObject({ label: sent.label.trim(), street: sent.street.trim() });
      addresses.push(saved.address as SavedAddress);
    }
    await use(addresses, first);
  }
}

test('addresses saved with the payloads stay text in the address book, its forms, the account page and the location chooser', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const ran = watchForScripts(page);
  await withAddressBooks(page, baseURL as string, async (addresses) => {
    await page.goto('/cl/account/addresses/');
    const book = page.getByRole('list', { name: 'Mis direcciones' });
    for (const address of addresses) {
      await expect(book).toContainText(shown(address.label));
      await expect(book).toContainText(shown(address.street));
    }
    expect(await ran()).toEqual([]);

    // the edit form gives the name and street back in its fields' values and in its heading
    for (const address of addresses) {
      await page.goto(`/cl/account/addresses/?edit=${encodeURIComponent(address.id)}`);
      const form = page.locator('#address-form');
      await expect(form.locator('input[name="label"]')).toHaveValue(address.label);
      await expect(form.locator('input[name="street"]')).toHaveValue(address.street);
      await expect(form.getByRole('heading')).toHaveText(shown(`Editar la dirección ${address.label}`));
      expect(await ran(), address.label).toEqual([]);
    }

    const [preferred] = addresses as [SavedAddress];
    await page.goto('/cl/account/');
    await expect(page.getByRole('region', { name: 'Direcciones' })).toContainText(
      shown(`Dirección predeterminada: ${preferred.label}, ${preferred.street}, ${preferred.zoneLabel}`),
    );
    expect(await ran()).toEqual([]);

    // the location page without the modal, then the modal's saved-address way
    await page.goto('/cl/location/');
    for (const address of addresses) await expect(page.getByRole('main')).toContainText(option(address));
    await page.getByRole('button', { name: /^Despachar a / }).click();
    const dialog = page.getByRole('dialog', { name: 'Elige dónde recibir tus productos' });
    for (const address of addresses) await expect(dialog).toContainText(option(address));
    await page.waitForLoadState('networkidle');
    expect(await ran()).toEqual([]);
  });
});

test('saved addresses stay text at checkout, in the delivery step and, once chosen, in the review', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const ran = watchForScripts(page);
  const { home } = productsToBuy('cl', '10', '13101', 3);
  await withAddressBooks(page, baseURL as string, async (addresses, first) => {
    await page.goto('/cl/cart/');
    const added = await page.request.post('/api/cl/cart/items', {
      data: { skuId: home.skuId, quantity: 1 },
      headers: { origin: sameOrigin(page) },
    });
    expect(added.status()).toBe(200);
    await page.goto('/cl/checkout/');
    await expect(page).toHaveURL(/\/cl\/checkout\/delivery\/$/);
    const main = page.getByRole('main');
    for (const address of addresses) await expect(main).toContainText(option(address));
    expect(await ran()).toEqual([]);

    for (const [index, address] of addresses.entries()) {
      if ((first + index) % 5 !== 0) continue;
      await page.goto('/cl/checkout/delivery/');
      await page.locator(`input[name="addressId"][value="${address.id}"]`).check();
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await toReview(page);
      await expect(main).toContainText(shown(address.street));
      expect(await ran(), address.label).toEqual([]);
    }
  });
});

test('address fields the server refuses are told with their message, and the payload never runs', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [zone] = servedZones('cl');
  if (!zone) throw new Error('a served zone in cl');
  await logInAs(page, baseURL as string, customerNamed('Rosa'));
  for (const payload of xssPayloads) {
    // not a zone of the tenant
    const noZone = await postAddress(page, baseURL as string, {
      label: 'Casa',
      street: 'Los Aromos 1234',
      zoneId: payload,
    });
    expect(noZone.status, payload).toBe(400);
    expect(noZone.messages, payload).toEqual(['Elige una zona de la lista.']);
    if (payload.trim().length <= 40) continue;
    // a name longer than the 40 characters allowed
    const tooLong = await postAddress(page, baseURL as string, {
      label: payload,
      street: 'Los Aromos 1234',
      zoneId: zone.id,
    });
    expect(tooLong.status, payload).toBe(400);
    expect(tooLong.messages, payload).toEqual(['El nombre de la dirección debe tener como máximo 40 caracteres.']);
  }

  // the same through the address book's form, its length limit taken off as a crafted request would
  const ran = watchForScripts(page);
  for (const payload of xssPayloads.filter((text) => text.trim().length > 40).slice(0, 4)) {
    await page.goto('/cl/account/addresses/');
    const label = page.getByLabel('Nombre de la dirección (por ejemplo Casa)');
    await label.evaluate((input) => input.removeAttribute('maxlength'));
    await label.fill(payload);
    await page.getByLabel('Calle y número').fill('Los Aromos 1234');
    await page.getByLabel('Zona de entrega').selectOption(zone.id);
    await page.getByRole('button', { name: 'Agregar dirección' }).click();
    await expect(page.getByRole('alert')).toHaveText('El nombre de la dirección debe tener como máximo 40 caracteres.');
    expect(await ran(), payload).toEqual([]);
  }
  await expect(page.getByText('Aún no tienes direcciones guardadas.')).toBeVisible();
});

test('addresses typed into the address book form and the checkout street stay text', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const [zone] = servedZones('cl');
  if (!zone) throw new Error('a served zone in cl');
  const ran = watchForScripts(page);
  await logInAs(page, baseURL as string, customerNamed('Rosa'));
  const typed = xssPayloads.filter((_, index) => index % 6 === 0);
  for (const payload of typed) {
    const address = addressOf(payload, zone.id);
    await page.goto('/cl/account/addresses/');
    await page.getByLabel('Nombre de la dirección (por ejemplo Casa)').fill(address.label);
    await page.getByLabel('Calle y número').fill(address.street);
    await page.getByLabel('Zona de entrega').selectOption(zone.id);
    await page.getByRole('button', { name: 'Agregar dirección' }).click();
    await expect(page.getByRole('status')).toHaveText('Tus direcciones se actualizaron.');
    const book = page.getByRole('list', { name: 'Mis direcciones' });
    await expect(book).toContainText(shown(address.label));
    await expect(book).toContainText(shown(address.street));
    expect(await ran(), payload).toEqual([]);
  }

  // a street typed at checkout by a guest: kept in the delivery step's field and shown in the review
  await page.context().clearCookies();
  const { home } = productsToBuy('cl', '10', '13101', 4);
  await page.goto('/cl/cart/');
  const added = await page.request.post('/api/cl/cart/items', {
    data: { skuId: home.skuId, quantity: 1 },
    headers: { origin: sameOrigin(page) },
  });
  expect(added.status()).toBe(200);
  await page.goto('/cl/checkout/');
  const guest = page.getByRole('region', { name: 'Continuar como invitado' });
  await guest.getByLabel('Correo electrónico', { exact: true }).fill(`xss-calle-${Date.now()}@andamio.test`);
  await guest.getByRole('button', { name: 'Continuar como invitado' }).click();
  await expect(page).toHaveURL(/\/cl\/checkout\/delivery\/$/);
  for (const payload of xssPayloads.filter((_, index) => index % 5 === 0)) {
    const street = pad(payload, 3, 120);
    await page.goto('/cl/checkout/delivery/');
    await page.getByLabel('Calle, número y depto.', { exact: true }).fill(street);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await toReview(page);
    await expect(page.getByRole('main')).toContainText(shown(street));
    await page.goto('/cl/checkout/delivery/');
    await expect(page.getByLabel('Calle, número y depto.', { exact: true })).toHaveValue(street.trim());
    expect(await ran(), payload).toEqual([]);
  }
});

const zipSites = [
  {
    tenant: 'br',
    zip: 'CEP',
    invalid: 'O CEP só pode ter números e hífen.',
    notFound: (code: string) => `O CEP ${code} é inválido ou não existe.`,
    opener: /^Entregar em /,
    dialog: 'Escolha onde receber seus produtos',
    save: 'Salvar localização',
  },
  {
    tenant: 'mx',
    zip: 'Código postal',
    invalid: 'El código postal solo puede tener números y guiones.',
    notFound: (code: string) => `El código postal ${code} no es válido o no existe.`,
    opener: /^Despachar a /,
    dialog: 'Elige dónde recibir tus productos',
    save: 'Guardar ubicación',
  },
] as const;

test('postal codes made of the payloads are refused by the location API with their message', async ({ request }) => {
  for (const site of zipSites) {
    for (const payload of xssPayloads) {
      const byCode = await request.get(`/api/${site.tenant}/location?zipCode=${encodeURIComponent(payload)}`);
      expect(byCode.status(), payload).toBe(400);
      expect(byCode.headers()['content-type'], payload).toContain('application/json');
      const answer = (await byCode.json()) as { errors: { message: string }[] };
      expect(
        answer.errors.map((error) => error.message),
        payload,
      ).toEqual([site.invalid]);
      const suggested = await request.get(`/api/${site.tenant}/postcodes?searchTerm=${encodeURIComponent(payload)}`);
      expect(suggested.status(), payload).toBe(400);
      const suggestions = (await suggested.json()) as { errors: { message: string }[] };
      expect(
        suggestions.errors.map((error) => error.message),
        payload,
      ).toEqual([site.invalid]);
    }
  }
});

test('a postal code given back in the location page’s message stays text', async ({ page }) => {
  test.setTimeout(180_000);
  const ran = watchForScripts(page);
  for (const site of zipSites) {
    // the no-JavaScript form comes back with the code it did not find in the address: anyone can write that address
    for (const [index, payload] of xssPayloads.entries()) {
      if (site.tenant === 'mx' && index % 3 !== 0) continue;
      const flags = new URLSearchParams({ locationError: 'validation.zip.notFound', 'locationError.zipCode': payload });
      await page.goto(`/${site.tenant}/location/?${flags}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(shown(site.notFound(payload.slice(0, 40))));
      expect(await ran(), payload).toEqual([]);
    }
  }
});

test('postal codes typed into the location form and modal are refused with their message and stay text', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const ran = watchForScripts(page);
  const typed = xssPayloads.filter((_, index) => index % 5 === 0);
  for (const site of zipSites) {
    for (const payload of typed) {
      // the location page's form, as without JavaScript: the field's length limit taken off, as a crafted request would
      await page.goto(`/${site.tenant}/location/`);
      const field = page.getByRole('main').getByLabel(site.zip, { exact: true });
      await field.evaluate((input) => input.removeAttribute('maxlength'));
      await field.fill(payload.slice(0, 20));
      await page.getByRole('main').getByRole('button', { name: site.save, exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(site.invalid);
      expect(page.url(), payload).not.toContain(encodeURIComponent(payload.slice(0, 20)));

      // the modal: the code remembered from the last save is offered again, and a typed one is refused
      await page.evaluate(([tenant, zipCode]) => localStorage.setItem('zipCode', JSON.stringify({ tenant, zipCode })), [
        site.tenant,
        payload,
      ] as const);
      await page.goto(`/${site.tenant}/`);
      await page.getByRole('button', { name: site.opener }).click();
      const dialog = page.getByRole('dialog', { name: site.dialog });
      const zip = dialog.getByRole('textbox', { name: site.zip });
      await expect(zip).toHaveValue(payload.slice(0, 10));
      await zip.fill(payload);
      await dialog.getByRole('button', { name: site.save, exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(site.invalid);
      expect(await ran(), payload).toEqual([]);
    }
  }
});
