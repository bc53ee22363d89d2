import { DatabaseSync } from 'node:sqlite';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * The product page's fulfilment and shopper options (issue 5, spec §2 §4 §8): store pickup with
 * the store map, region or postal-code entry, the full-screen gallery, the WhatsApp link and the
 * store choice when adding to cart. Most tests run without JavaScript: all of it is plain HTML.
 */

const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

function rows<T>(sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const sites = {
  cl: {
    fallback: { zoneId: '13101', priceGroup: '10' },
    whatsapp: '56950004100',
    stores: /^Mapa de \d+ tiendas de .+; los números son los de la lista\.$/,
    pickup: 'Retiro en tienda',
    storeLabel: 'Tienda para retirar o comprar',
    addToCart: 'Agregar al carro',
    cartMethod: 'Método de entrega',
    cartStore: 'Tienda',
    save: 'Guardar ubicación',
    current: (label: string) => `Precios, stock y entregas para ${label}.`,
    open: /^Ver en pantalla completa: /,
    viewer: /^Pantalla completa: /,
    next: 'Siguiente',
    close: 'Cerrar pantalla completa',
    chat: /^Consulta por WhatsApp/,
  },
  br: {
    fallback: { zoneId: '3550308', priceGroup: '50' },
    whatsapp: '5511950004100',
    stores: /^Mapa de \d+ lojas de .+; os números são os da lista\.$/,
    pickup: 'Retire na loja',
    storeLabel: 'Loja para retirar ou comprar',
    addToCart: 'Adicionar ao carrinho',
    cartMethod: 'Forma de entrega',
    cartStore: 'Loja',
    save: 'Salvar localização',
    current: (label: string) => `Preços, estoque e entregas para ${label}.`,
    open: /^Ver em tela cheia: /,
    viewer: /^Tela cheia: /,
    next: 'Próxima',
    close: 'Fechar tela cheia',
    chat: /^Tire suas dúvidas pelo WhatsApp/,
    zipLabel: 'CEP',
    notServed: 'Infelizmente ainda não entregamos nessa região.',
    unknownZip: '99999-999',
    unknownZipMessage: 'O CEP 99999-999 é inválido ou não existe.',
  },
  mx: {
    fallback: { zoneId: '09015', priceGroup: '60' },
    whatsapp: '5215550004100',
    stores: /^Mapa de \d+ tiendas de .+; los números son los de la lista\.$/,
    pickup: 'Retiro en tienda',
    storeLabel: 'Tienda para retirar o comprar',
    addToCart: 'Agregar al carro',
    cartMethod: 'Método de entrega',
    cartStore: 'Tienda',
    save: 'Guardar ubicación',
    current: (label: string) => `Precios, stock y entregas para ${label}.`,
    open: /^Ver en pantalla completa: /,
    viewer: /^Pantalla completa: /,
    next: 'Siguiente',
    close: 'Cerrar pantalla completa',
    chat: /^Consulta por WhatsApp/,
    zipLabel: 'Código postal',
    notServed: 'Lamentablemente aún no hacemos entregas en esta zona.',
    unknownZip: '54730',
    unknownZipMessage: 'El código postal 54730 no es válido o no existe.',
  },
} as const;
type TenantId = keyof typeof sites;

/** A product sold home and in at least two stores of the fallback zone's region, with those stores. */
function storeProduct(tenant: TenantId): { productId: string; skuId: string; stores: { id: string; name: string }[] } {
  const { zoneId, priceGroup } = sites[tenant].fallback;
  const [region] = rows<{ regionId: string }>(
    'SELECT c.region_id AS regionId FROM zones z JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id WHERE z.tenant = ? AND z.id = ?',
    tenant,
    zoneId,
  );
  const regionId = region?.regionId ?? '';
  const storesWithStock = `FROM stock k JOIN stores st ON st.tenant = k.tenant AND st.id = k.store_id
      JOIN zones sz ON sz.tenant = st.tenant AND sz.id = st.zone_id
      JOIN cities sc ON sc.tenant = sz.tenant AND sc.id = sz.city_id
     WHERE k.tenant = ? AND k.quantity >= 3 AND sc.region_id = ?`;
  const [found] = rows<{ productId: string; skuId: string }>(
    `SELECT p.id AS productId, s.id AS skuId FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 5
        AND s.id = (SELECT min(x.id) FROM skus x WHERE x.tenant = s.tenant AND x.product_id = p.id)
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
        AND (SELECT count(*) ${storesWithStock} AND k.sku_id = s.id) >= 2
      ORDER BY s.id LIMIT 1`,
    tenant,
    priceGroup,
    tenant,
    regionId,
  );
  if (!found) throw new Error(`No product with store stock on ${tenant} in ${databasePath}`);
  const stores = rows<{ id: string; name: string }>(
    `SELECT st.id, st.name ${storesWithStock} AND k.sku_id = ? ORDER BY st.name`,
    tenant,
    regionId,
    found.skuId,
  );
  return { ...found, stores };
}

/** Served zones in another price group where the SKU has a price, each with a postal code of its own. */
function otherZones(tenant: TenantId, skuId: string) {
  return rows<{
    zoneId: string;
    label: string;
    regionId: string;
    regionName: string;
    cityName: string;
    zipCode: string | null;
  }>(
    `SELECT z.id AS zoneId, z.label, c.region_id AS regionId, r.name AS regionName, c.name AS cityName,
            (SELECT min(pc.code) FROM postal_codes pc WHERE pc.tenant = z.tenant AND pc.zone_id = z.id
                AND NOT EXISTS (SELECT 1 FROM postal_codes o WHERE o.tenant = pc.tenant AND o.code = pc.code AND o.zone_id != z.id)) AS zipCode
       FROM zones z JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
       JOIN regions r ON r.tenant = c.tenant AND r.id = c.region_id
      WHERE z.tenant = ? AND z.served = 1 AND z.price_group_id != ?
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = z.tenant AND x.sku_id = ? AND x.price_group_id = z.price_group_id)
      ORDER BY z.id LIMIT 40`,
    tenant,
    sites[tenant].fallback.priceGroup,
    skuId,
  );
}

/** A postal code whose every zone is unserved (spec §8 "Zip not served"). */
function unservedZip(tenant: TenantId): string {
  const [found] = rows<{ code: string }>(
    `SELECT pc.code FROM postal_codes pc WHERE pc.tenant = ?
        AND NOT EXISTS (SELECT 1 FROM postal_codes o JOIN zones z ON z.tenant = o.tenant AND z.id = o.zone_id
                         WHERE o.tenant = pc.tenant AND o.code = pc.code AND z.served = 1)
      ORDER BY pc.code LIMIT 1`,
    tenant,
  );
  if (!found) throw new Error(`No unserved postal code on ${tenant}`);
  return found.code;
}

interface ApiProduct {
  url: string;
  name: string;
  price: { status: string; current?: { text: string } };
}

async function apiProduct(request: APIRequestContext, tenant: TenantId, productId: string, zone?: string) {
  const query = zone ? `&zone=${zone}` : '';
  const response = await request.get(`/api/${tenant}/product?productId=${productId}${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data as ApiProduct;
}

/** A zone whose price for the product differs from the fallback zone's, so the change shows. */
async function zoneWithOtherPrice(request: APIRequestContext, tenant: TenantId, productId: string, skuId: string) {
  const before = await apiProduct(request, tenant, productId);
  for (const zone of otherZones(tenant, skuId)) {
    if (tenant !== 'cl' && zone.zipCode === null) continue;
    const after = await apiProduct(request, tenant, productId, zone.zoneId);
    if (after.price.current?.text !== before.price.current?.text) {
      return { ...zone, before: before.price.current?.text ?? '', after: after.price.current?.text ?? '' };
    }
  }
  throw new Error(`No zone of ${tenant} changes the price of ${productId}`);
}

const currentPrice = (page: Page) => page.locator('[data-current-price]');

for (const tenant of Object.keys(sites) as TenantId[]) {
  const site = sites[tenant];

  test.describe(`product options on ${tenant}`, () => {
    test('lists the stores that have the product, numbered as on the server-drawn map', async ({ page, request }) => {
      const { productId, stores } = storeProduct(tenant);
      const { url } = await apiProduct(request, tenant, productId);
      await page.goto(url);
      const map = page.getByRole('img', { name: site.stores });
      await expect(map).toBeVisible();
      const list = page.locator('[data-store-id]');
      const count = await list.count();
      expect(count).toBeGreaterThanOrEqual(stores.length);
      await expect(page.locator('[data-store-marker]')).toHaveCount(count);
      await expect(map).toHaveAccessibleName(new RegExp(` ${count} `));
      // a store the database stocks is listed with its name, today's hours and its units
      const first = list.filter({ has: page.getByRole('heading', { name: stores[0]?.name ?? '' }) });
      await expect(first.locator('[data-today]')).not.toBeEmpty();
      await expect(first.locator('[data-units]')).not.toHaveAttribute('data-units', '0');
      // no tile URL configured: no tiles for a later island
      await expect(page.locator('[data-store-map]')).not.toHaveAttribute('data-tile-url', /.*/);
    });

    test('links the WhatsApp chat with the product named, in a new tab', async ({ page, request }) => {
      const product = await apiProduct(request, tenant, '100000');
      await page.goto(product.url);
      const chat = page.getByRole('link', { name: site.chat });
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', /noopener/);
      const href = new URL((await chat.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${site.whatsapp}`);
      expect(href.searchParams.get('text')).toContain(product.name);
      expect(href.searchParams.get('text')).toContain(product.url);
    });
  });

  test.describe(`without JavaScript on ${tenant}`, () => {
    test.use({ javaScriptEnabled: false });

    test('opens the gallery full screen, pages through it and closes it', async ({ page, request }) => {
      const { url } = await apiProduct(request, tenant, '100000');
      await page.goto(url);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('link', { name: site.open }).first().click();
      await expect(page).toHaveURL(/#gallery-view-1$/);
      const first = page.getByRole('dialog', { name: site.viewer });
      await expect(first).toHaveCount(1);
      await expect(first).toBeVisible();
      await first.getByRole('link', { name: site.next }).click();
      await expect(page).toHaveURL(/#gallery-view-2$/);
      await expect(page.locator('#gallery-view-2')).toBeVisible();
      await expect(page.locator('#gallery-view-1')).toBeHidden();
      // keyboard: the close link is a link like any other
      await page.locator('#gallery-view-2').getByRole('link', { name: site.close }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // the spin and the video open too
      for (const type of ['SPIN', 'VIDEO']) {
        const thumb = page.locator(`a[data-gallery-type="${type}"]`);
        if ((await thumb.count()) === 0) continue;
        await thumb.click();
        await expect(page.locator(`.gallery-view[data-gallery-type="${type}"]`)).toBeVisible();
      }
    });

    test('adds to the cart for pickup in a chosen store', async ({ page, request }) => {
      const { productId, stores } = storeProduct(tenant);
      const { url, name } = await apiProduct(request, tenant, productId);
      const store = stores[1] ?? stores[0];
      if (!store) throw new Error('no store');
      await page.goto(url);
      await page.getByRole('radio', { name: site.pickup }).check();
      await page.getByRole('combobox', { name: site.storeLabel }).selectOption(store.id);
      await page.getByRole('button', { name: site.addToCart }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/cart/\\?done=1$`));
      const line = page.getByRole('listitem', { name });
      await expect(line.getByRole('combobox', { name: site.cartMethod })).toHaveValue('pickupInStore');
      await expect(line.getByRole('combobox', { name: site.cartStore })).toHaveValue(store.id);
    });
  });
}

test.describe('choosing the zone without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cl: a region, then a comuna, changes the zone label and the prices', async ({ page, request }) => {
    const { productId, skuId } = storeProduct('cl');
    const zone = await zoneWithOtherPrice(request, 'cl', productId, skuId);
    const { url } = await apiProduct(request, 'cl', productId);
    await page.goto(url);
    await expect(currentPrice(page)).toContainText(zone.before);
    await page.getByRole('combobox', { name: 'Región' }).selectOption(zone.regionId);
    await page.getByRole('button', { name: 'Ver opciones' }).click();
    await expect(page).toHaveURL(new RegExp(`locationRegion=${zone.regionId}#location$`));
    await page.getByRole('combobox', { name: 'Comuna' }).selectOption(zone.zoneId);
    await page.getByRole('button', { name: sites.cl.save }).click();
    await expect(page).toHaveURL(new RegExp(`${url}\\?locationSaved=1$`));
    await expect(page.getByRole('status').filter({ hasText: zone.label })).toHaveText(
      `Guardamos tu ubicación: ${zone.label}.`,
    );
    await expect(page.locator('[data-location-label]')).toHaveText(sites.cl.current(zone.label));
    await expect(page.locator('[data-region-label]')).toHaveText(zone.label);
    await expect(currentPrice(page)).toContainText(zone.after);
  });

  for (const tenant of ['br', 'mx'] as const) {
    const site = sites[tenant];
    test(`${tenant}: a postal code changes the zone and the prices; bad codes say why`, async ({ page, request }) => {
      const { productId, skuId } = storeProduct(tenant);
      const zone = await zoneWithOtherPrice(request, tenant, productId, skuId);
      const { url } = await apiProduct(request, tenant, productId);
      await page.goto(url);
      await expect(currentPrice(page)).toContainText(zone.before);
      const zip = page.getByRole('textbox', { name: site.zipLabel });

      await zip.fill(site.unknownZip);
      await page.getByRole('button', { name: site.save }).click();
      await expect(page).toHaveURL(/locationError=validation\.zip\.notFound.*#location$/);
      await expect(page.getByRole('alert')).toHaveText(site.unknownZipMessage);

      await zip.fill(unservedZip(tenant));
      await page.getByRole('button', { name: site.save }).click();
      await expect(page.getByRole('alert')).toHaveText(site.notServed);
      await expect(currentPrice(page)).toContainText(zone.before);

      await zip.fill(zone.zipCode ?? '');
      await page.getByRole('button', { name: site.save }).click();
      await expect(page).toHaveURL(new RegExp(`${url}\\?locationSaved=1$`));
      await expect(page.getByRole('status').filter({ hasText: zone.label })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('[data-location-label]')).toHaveText(site.current(zone.label));
      await expect(page.locator('[data-region-label]')).toHaveText(zone.label);
      await expect(currentPrice(page)).toContainText(zone.after);
    });
  }
});

test('a tenant without a WhatsApp number shows no chat link', async ({ page, request }) => {
  const response = await request.get('/api/uy/product?productId=100000');
  const { url } = (await response.json()).data as ApiProduct;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="https://wa.me/"][target="_blank"]')).toHaveCount(0);
});
