import { createHash, randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

/**
 * The cart page with JavaScript: every change goes through the cart's actions in place, and the
 * page shows the figures the server answered, equal to what the cart API reports afterwards.
 */

interface Site {
  tenant: string;
  priceGroup: string;
  /** br: a pro buyer of the specialists circle, who gets the members' discount and the Pix total. */
  proMember: boolean;
  words: {
    products: string;
    services: string;
    subtotal: string;
    savings: string;
    delivery: string;
    deliveryPending: string;
    total: string;
    pixDiscount: string;
    summary: string;
    quantity: string;
    update: string;
    remove: string;
    method: string;
    store: string;
    changeDelivery: string;
    clickAndCollect: string;
    add: string;
    takeOff: string;
    empty: string;
    maxReached: string;
    storeRequired: string;
    insufficientStock: (available: number) => string;
  };
}

const spanish: Site['words'] = {
  products: 'Productos',
  services: 'Servicios y garantías',
  subtotal: 'Subtotal',
  savings: 'Ahorro',
  delivery: 'Despacho estimado',
  deliveryPending: 'Se calcula al elegir la entrega',
  total: 'Total',
  pixDiscount: 'Descuento pagando con Pix',
  summary: 'Resumen de tu compra',
  quantity: 'Cantidad',
  update: 'Actualizar cantidad',
  remove: 'Eliminar',
  method: 'Método de entrega',
  store: 'Tienda',
  changeDelivery: 'Cambiar método de entrega',
  clickAndCollect: 'Retiro en tienda',
  add: 'Agregar',
  takeOff: 'Quitar',
  empty: 'Tu carro está vacío.',
  maxReached: 'Alcanzaste el máximo de 9999 unidades por producto.',
  storeRequired: 'Elige una tienda para retirar o comprar este producto.',
  insufficientStock: (available) =>
    `No hay stock suficiente. Reduce la cantidad a ${available} o menos para continuar.`,
};

const sites: Site[] = [
  { tenant: 'cl', priceGroup: '10', proMember: false, words: spanish },
  {
    tenant: 'br',
    priceGroup: '50',
    proMember: true,
    words: {
      products: 'Produtos',
      services: 'Serviços e garantias',
      subtotal: 'Subtotal',
      savings: 'Economia',
      delivery: 'Frete estimado',
      deliveryPending: 'Calculado ao escolher a entrega',
      total: 'Total',
      pixDiscount: 'Desconto pagando com Pix',
      summary: 'Resumo da sua compra',
      quantity: 'Quantidade',
      update: 'Atualizar quantidade',
      remove: 'Remover',
      method: 'Forma de entrega',
      store: 'Loja',
      changeDelivery: 'Alterar forma de entrega',
      clickAndCollect: 'Retire na loja',
      add: 'Adicionar',
      takeOff: 'Remover',
      empty: 'Seu carrinho está vazio.',
      maxReached: 'Você atingiu o máximo de 9999 unidades por produto.',
      storeRequired: 'Escolha uma loja para retirar ou comprar este produto.',
      insufficientStock: (available) =>
        `Não há estoque suficiente. Reduza a quantidade para ${available} ou menos para continuar.`,
    },
  },
  { tenant: 'mx', priceGroup: '60', proMember: false, words: spanish },
];

const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

function withDatabase<T>(use: (db: DatabaseSync) => T, readOnly = true): T {
  const db = new DatabaseSync(databasePath, { readOnly, timeout: 5000 });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

interface Fixtures {
  /** Shipped home, 50+ units at the distribution centre, with services to add, and a store holding 5+ units. */
  served: { skuId: string; name: string; storeId: string };
  /** Another product, with a pro price, and between 20 and 5,000 units at the distribution centre. */
  scarce: { skuId: string; name: string; units: number };
}

/** SKUs of the seeded catalogue found by kind (the generator decides the ids). */
function fixtures(tenant: string, priceGroup: string): Fixtures {
  return withDatabase((db) => {
    const served = db
      .prepare(
        `SELECT s.id AS skuId, p.name AS name, st.store_id AS storeId FROM skus s
           JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
           JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
           JOIN stock st ON st.tenant = s.tenant AND st.sku_id = s.id AND st.store_id != 'DC' AND st.quantity >= 5
           JOIN stores o ON o.tenant = st.tenant AND o.id = st.store_id
          WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 50 AND p.services LIKE '%warranty%'
            AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
          ORDER BY s.id, st.store_id LIMIT 1`,
      )
      .get(tenant, priceGroup) as Fixtures['served'] | undefined;
    if (!served) throw new Error(`No SKU with services and store stock for ${tenant} in ${databasePath}`);
    const scarce = db
      .prepare(
        `SELECT s.id AS skuId, p.name AS name, d.quantity AS units FROM skus s
           JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
           JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
          WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity BETWEEN 20 AND 5000 AND p.id != (
                SELECT product_id FROM skus WHERE tenant = s.tenant AND id = ?)
            AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id
                          AND x.price_group_id = ? AND x.type = 'PRECIOS_PRO')
          ORDER BY s.id LIMIT 1`,
      )
      .get(tenant, served.skuId, priceGroup) as Fixtures['scarce'] | undefined;
    if (!scarce) throw new Error(`No pro-priced SKU with 20 to 5,000 units for ${tenant} in ${databasePath}`);
    return { served, scarce };
  });
}

/** A new Gold pro buyer with a live session, straight into the database; answers the session cookie value. */
function proMemberSession(tenant: string): string {
  const id = `islands-cart-${randomBytes(6).toString('hex')}`;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  withDatabase((db) => {
    db.prepare(
      `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier, specialist_segment, pro_buyer, created_at)
       VALUES (?, ?, ?, 'not-a-hash', 'person', NULL, 'Prueba', 'Carro', 'Premium', 'Gold', 1, ?)`,
    ).run(tenant, id, `${id}@andamio.test`, now.toISOString());
    db.prepare(
      'INSERT INTO sessions (tenant, token_hash, user_id, guest, created_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)',
    ).run(
      tenant,
      createHash('sha256').update(token).digest('hex'),
      id,
      now.toISOString(),
      new Date(now.getTime() + 3_600_000).toISOString(),
    );
  }, false);
  return token;
}

interface Money {
  amount: number;
  text: string;
}

interface ApiCart {
  itemCount: number;
  lines: {
    lineId: string;
    skuId: string;
    quantity: number;
    total: Money;
    availableServices: { id: string; name: string; selected: boolean }[];
    delivery: { method: string; store: { id: string } | null };
  }[];
  totals: {
    products: Money;
    services: Money;
    subtotal: Money;
    savings: Money;
    memberDiscount: { percent: number; amount: Money; label: string } | null;
    delivery: { cost: Money; label: string | null } | null;
    total: Money;
    pix: { discount: Money; total: Money; label: string } | null;
  };
}

/** The cart as the JSON API reports it, with the browser's cookies. */
async function apiCart(request: APIRequestContext, tenant: string): Promise<ApiCart> {
  const response = await request.get(`/api/${tenant}/cart`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiCart }).data;
}

/** The summary's rows a shopper should read for the API's totals, in the page's order. */
function expectedSummary(totals: ApiCart['totals'], words: Site['words']): string[][] {
  const rows = [
    [words.products, totals.products.text],
    ...(totals.services.amount > 0 ? [[words.services, totals.services.text]] : []),
    [words.subtotal, totals.subtotal.text],
    ...(totals.savings.amount > 0 ? [[words.savings, `- ${totals.savings.text}`]] : []),
    ...(totals.memberDiscount
      ? [
          [
            `${totals.memberDiscount.label} (${totals.memberDiscount.percent}%)`,
            `- ${totals.memberDiscount.amount.text}`,
          ],
        ]
      : []),
    [words.delivery, totals.delivery ? (totals.delivery.label ?? totals.delivery.cost.text) : words.deliveryPending],
    [words.total, totals.total.text],
    ...(totals.pix ? [[words.pixDiscount, `- ${totals.pix.discount.text}`]] : []),
  ];
  return rows.map(([label, value]) => [label ?? '', (value ?? '').replace(/\s+/g, ' ')]);
}

async function shownSummary(summary: Locator): Promise<string[][]> {
  return summary
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''].map((text) =>
          text.replace(/\s+/g, ' ').trim(),
        ),
      ),
    );
}

/**
 * Runs one change and waits for its action's answer; then the page must show what the cart API
 * reports, in the header too, and must still be the same page (no load happened).
 */
async function change(page: Page, site: Site, action: string, run: () => Promise<void>): Promise<ApiCart> {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/_actions/cart.${action}/`));
  await run();
  expect((await answered).status()).toBe(200);
  return expectPageShowsServerCart(page, site);
}

async function expectPageShowsServerCart(page: Page, site: Site): Promise<ApiCart> {
  const cart = await apiCart(page.request, site.tenant);
  const summary = page.getByRole('region', { name: site.words.summary });
  await expect.poll(() => shownSummary(summary)).toEqual(expectedSummary(cart.totals, site.words));
  await expect(summary.locator('[data-cart-total]')).toHaveText(cart.totals.total.text);
  if (cart.totals.pix) await expect(summary).toContainText(cart.totals.pix.label);
  await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveText(String(cart.itemCount));
  await expect(page.locator('[data-line-total]')).toHaveText(cart.lines.map((line) => line.total.text));
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  return cart;
}

async function addToCart(page: Page, tenant: string, skuId: string, quantity: number, origin: string) {
  const response = await page.request.post('/_actions/cart.add/', {
    form: { skuId, quantity: String(quantity) },
    headers: { 'x-tenant-id': tenant, origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Opens the cart page and waits for the editor to hydrate (Astro drops the island's `ssr` mark then).
 * Answers the page's script errors so far, hydration mismatches included (React reports them).
 */
async function openCart(page: Page, tenant: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/${tenant}/cart/`);
  await expect(page.locator('astro-island[component-url*="CartEditor"]')).not.toHaveAttribute('ssr');
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });
  return errors;
}

for (const site of sites) {
  test(`${site.tenant}: quantity, delivery, services and removal change the cart in place`, async ({
    page,
    context,
    baseURL,
  }) => {
    const { words } = site;
    const { served, scarce } = fixtures(site.tenant, site.priceGroup);
    if (site.proMember) {
      await context.addCookies([{ name: 'session', value: proMemberSession(site.tenant), url: baseURL ?? '' }]);
    }
    await addToCart(page, site.tenant, served.skuId, 1, baseURL ?? '');
    await addToCart(page, site.tenant, scarce.skuId, 2, baseURL ?? '');
    const scriptErrors = await openCart(page, site.tenant);
    let cart = await expectPageShowsServerCart(page, site);
    expect(cart.itemCount).toBe(3);
    if (site.proMember) {
      expect(cart.totals.memberDiscount).not.toBeNull();
      expect(cart.totals.pix).not.toBeNull();
    }

    const servedLine = page.getByRole('listitem', { name: served.name, exact: true });
    const scarceLine = page.getByRole('listitem', { name: scarce.name, exact: true });

    // The quantity.
    await scarceLine.getByRole('spinbutton', { name: words.quantity }).fill('3');
    cart = await change(page, site, 'update', () => scarceLine.getByRole('button', { name: words.update }).click());
    expect(cart.itemCount).toBe(4);
    await expect(scarceLine.getByRole('spinbutton', { name: words.quantity })).toHaveValue('3');

    // Click and collect: the store is asked for only then.
    const method = servedLine.getByRole('combobox', { name: words.method });
    const store = servedLine.getByRole('combobox', { name: words.store });
    await expect(method).toHaveValue('homeDelivery');
    await expect(store).toBeDisabled();
    await method.selectOption({ label: words.clickAndCollect });
    await expect(store).toBeEnabled();
    // Without a store the server refuses, in place, and the line keeps going home.
    const noStore = page.waitForResponse((response) => response.url().endsWith('/_actions/cart.delivery/'));
    await servedLine.getByRole('button', { name: words.changeDelivery }).click();
    expect((await noStore).status()).toBe(400);
    await expect(servedLine.getByRole('alert')).toHaveText(words.storeRequired);
    expect((await expectPageShowsServerCart(page, site)).lines.map((line) => line.delivery.method)).toEqual([
      'homeDelivery',
      'homeDelivery',
    ]);
    await store.selectOption(served.storeId);
    cart = await change(page, site, 'delivery', () =>
      servedLine.getByRole('button', { name: words.changeDelivery }).click(),
    );
    const collected = cart.lines.find((line) => line.skuId === served.skuId);
    expect(collected?.delivery).toMatchObject({ method: 'pickupInStore', store: { id: served.storeId } });
    await expect(servedLine.getByRole('alert')).toHaveCount(0);
    await expect(method).toHaveValue('pickupInStore');
    await expect(store).toHaveValue(served.storeId);

    // A service or warranty.
    const service = collected?.availableServices[0];
    expect(service).toBeDefined();
    const before = cart.totals.services.amount;
    cart = await change(page, site, 'services', () =>
      servedLine.getByRole('button', { name: `${words.add} ${service?.name}`, exact: true }).click(),
    );
    expect(cart.totals.services.amount).toBeGreaterThan(before);
    await expect(
      servedLine.getByRole('button', { name: `${words.takeOff} ${service?.name}`, exact: true }),
    ).toBeVisible();

    // Refusals show in place, in the tenant's language; the cart stays as it was.
    const quantity = scarceLine.getByRole('spinbutton', { name: words.quantity });
    for (const [typed, message] of [
      ['10000', words.maxReached],
      [String(scarce.units + 1), words.insufficientStock(scarce.units)],
    ] as const) {
      await quantity.fill(typed);
      const refused = page.waitForResponse((response) => response.url().endsWith('/_actions/cart.update/'));
      await scarceLine.getByRole('button', { name: words.update }).click();
      expect((await refused).status()).toBe(400);
      await expect(scarceLine.getByRole('alert')).toHaveText(message);
      await expect(quantity).toHaveValue(typed);
      expect((await expectPageShowsServerCart(page, site)).itemCount).toBe(4);
    }

    // Removal: the line goes, and the refusal shown on it with it.
    cart = await change(page, site, 'remove', () =>
      scarceLine.getByRole('button', { name: `${words.remove} ${scarce.name}`, exact: true }).click(),
    );
    await expect(scarceLine).toHaveCount(0);
    expect(cart.itemCount).toBe(1);
    await expect(servedLine).toBeVisible();

    // The last line: the empty cart takes the focus, and nothing is left to total.
    const emptied = page.waitForResponse((response) => response.url().endsWith('/_actions/cart.remove/'));
    await servedLine.getByRole('button', { name: `${words.remove} ${served.name}`, exact: true }).click();
    expect((await emptied).status()).toBe(200);
    await expect(page.getByRole('heading', { name: words.empty })).toBeFocused();
    await expect(page.getByRole('region', { name: words.summary })).toHaveCount(0);
    await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveText('0');
    expect((await apiCart(page.request, site.tenant)).lines).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    // The refusals answer 400: the browser logs those responses, nothing else may be logged.
    expect(scriptErrors.filter((text) => !/status of 400/.test(text))).toEqual([]);
  });
}

test('cl: a change that never reaches the server shows an error toast and leaves the cart as it was', async ({
  page,
  baseURL,
}) => {
  const site = sites[0] as Site;
  const { served } = fixtures(site.tenant, site.priceGroup);
  await addToCart(page, site.tenant, served.skuId, 1, baseURL ?? '');
  const scriptErrors = await openCart(page, site.tenant);
  const line = page.getByRole('listitem', { name: served.name, exact: true });
  const quantity = line.getByRole('spinbutton', { name: site.words.quantity });

  // A fault injected on purpose: the network drops the update (the error toast's path).
  await page.route('**/_actions/cart.update/', (route) => route.abort('internetdisconnected'));
  await quantity.fill('2');
  const dropped = page.waitForEvent('requestfailed');
  await line.getByRole('button', { name: site.words.update }).click();
  await dropped;
  await expect(
    page.getByText('No pudimos actualizar tu carro. Revisa tu conexión e inténtalo de nuevo.'),
  ).toBeVisible();
  await expect(line.getByRole('alert')).toHaveCount(0);
  expect((await expectPageShowsServerCart(page, site)).itemCount).toBe(1);

  // The network is back: the same form goes through.
  await page.unroute('**/_actions/cart.update/');
  const answered = page.waitForResponse((response) => response.url().endsWith('/_actions/cart.update/'));
  await line.getByRole('button', { name: site.words.update }).click();
  expect((await answered).status()).toBe(200);
  await expect.poll(async () => (await apiCart(page.request, site.tenant)).itemCount).toBe(2);
  expect((await expectPageShowsServerCart(page, site)).itemCount).toBe(2);
  expect(scriptErrors.filter((text) => !/ERR_INTERNET_DISCONNECTED/.test(text))).toEqual([]);
});
