import { describe, expect, it } from 'vitest';
import type { CartView } from '../../src/server/cart/cart-view';
import { formOf, formsOf } from './html-forms';
import { all, byRole, type HtmlNode, nameOf, oneByRole, textOf } from './html-tree';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';
import { changedElsewhere, sites, stockedSku } from './purchase-fixtures';
import { row, rows } from './test-database';

/**
 * A cart line's controls without JavaScript (issue 26, the cart as shoppers know it): − and + as
 * forms of their own, the delivery options as one radio group with their promise, the services
 * as boxes, and a removal the page offers to undo. The island applies the same forms in place
 * (tests/e2e/cart-island.spec.ts).
 */

interface Fixture {
  skuId: string;
  name: string;
  /** A store of the zone's region holding 5 units or more of it. */
  storeId: string;
}

const found = new Map<string, Promise<Fixture>>();
/** Sent home, 50+ units at the distribution centre, with warranties, and units in a store serving the fallback zone. */
function servicedSku(tenant: keyof typeof sites): Promise<Fixture> {
  let fixture = found.get(tenant);
  if (!fixture) {
    fixture = findServicedSku(tenant);
    found.set(tenant, fixture);
  }
  return fixture;
}

async function findServicedSku(tenant: keyof typeof sites): Promise<Fixture> {
  const { priceGroup, zoneId } = sites[tenant];
  const sku = await row<Fixture>(
    `SELECT s.id AS "skuId", p.name AS name, st.store_id AS "storeId" FROM skus s
       JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
       JOIN stock st ON st.tenant = s.tenant AND st.sku_id = s.id AND st.store_id != 'DC' AND st.quantity >= 5
       JOIN stores o ON o.tenant = st.tenant AND o.id = st.store_id
       JOIN zones oz ON oz.tenant = o.tenant AND oz.id = o.zone_id
       JOIN cities oc ON oc.tenant = oz.tenant AND oc.id = oz.city_id
      WHERE s.tenant = ? AND p.shipping_type = 'home' AND d.quantity >= 50 AND p.services LIKE '%warranty%'
        AND EXISTS (SELECT 1 FROM prices x WHERE x.tenant = s.tenant AND x.sku_id = s.id AND x.price_group_id = ?)
        AND oc.region_id = (SELECT c.region_id FROM zones z JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
                            WHERE z.tenant = s.tenant AND z.id = ?)
        AND s.id NOT IN (?, ?)
      ORDER BY s.id DESC, st.store_id LIMIT 1`,
    tenant,
    priceGroup,
    zoneId,
    ...(await changedElsewhere()),
  );
  if (!sku) throw new Error(`No SKU with warranties and store stock for ${tenant}`);
  return sku;
}

/** A new shopper with `quantity` units of the SKU in the cart, on the cart page. */
async function cartWith(
  tenant: string,
  skuId: string,
  quantity: number,
): Promise<{ browser: NoJsBrowser; page: HtmlPage }> {
  const browser = new NoJsBrowser();
  const page = await browser.submit(`/${tenant}/cart/?_action=cart.add`, { skuId, quantity: String(quantity) });
  return { browser, page };
}

const lineOf = (page: HtmlPage, name: string): HtmlNode => oneByRole(page.doc, 'listitem', name);
const quantityOf = (page: HtmlPage, name: string) => oneByRole(lineOf(page, name), 'spinbutton').attrs.value;
const apiCart = async (browser: NoJsBrowser, tenant: string) =>
  (await browser.call<CartView>(`/api/${tenant}/cart`)).body.data as CartView;
const radios = (line: HtmlNode) => byRole(line, 'radio');
const alertsOf = (page: HtmlPage) => byRole(page.doc, 'alert').map(textOf);

describe('cl: a cart line without JavaScript', () => {
  it('− and + are forms of their own that step the quantity; − cannot go below 1', async () => {
    const sku = await servicedSku('cl');
    const { browser, page } = await cartWith('cl', sku.skuId, 2);
    const line = lineOf(page, sku.name);
    const more = oneByRole(line, 'button', `Agregar una unidad de ${sku.name}`);
    const three = await browser.press(page, more);
    expect(quantityOf(three, sku.name)).toBe('3');
    const less = oneByRole(lineOf(three, sku.name), 'button', `Quitar una unidad de ${sku.name}`);
    const two = await browser.press(three, less);
    expect(quantityOf(two, sku.name)).toBe('2');
    const one = await browser.press(
      two,
      oneByRole(lineOf(two, sku.name), 'button', `Quitar una unidad de ${sku.name}`),
    );
    expect(quantityOf(one, sku.name)).toBe('1');
    expect(oneByRole(lineOf(one, sku.name), 'button', `Quitar una unidad de ${sku.name}`).attrs.disabled).toBe('');
    expect((await apiCart(browser, 'cl')).itemCount).toBe(1);
  });

  it('lists home delivery with its date and cost, then the stores serving the zone nearest first, as the API does; a radio moves the line', async () => {
    const sku = await servicedSku('cl');
    const { browser, page } = await cartWith('cl', sku.skuId, 1);
    const [apiLine] = (await apiCart(browser, 'cl')).lines;
    const options = apiLine?.deliveryOptions ?? [];
    const line = lineOf(page, sku.name);
    // the page's radios are the API's options, in its order, each with its words
    expect(radios(line).map((radio) => radio.attrs.value)).toEqual(options.map((option) => option.value));
    expect(radios(line).map(nameOf)).toEqual(
      options.map((option) =>
        [
          option.label,
          option.store && [option.store.distance, option.store.stock].filter(Boolean).join(' · '),
          option.promise && (option.store && option.available ? `${option.promise} · Retiro gratis` : option.promise),
        ]
          .filter(Boolean)
          .join(' '),
      ),
    );
    const [home] = options;
    const stores = options.filter((option) => option.store !== null);
    expect(home).toMatchObject({ value: 'homeDelivery', selected: true, available: true });
    expect(home?.promise).toMatch(/^Llega (hoy|mañana|el .+) con despacho (de \$ [\d.]+|gratis)$/);
    // the stores serving the zone (Santiago's region), not the country's
    const serving = await rows<{ id: string }>(
      `SELECT s.id FROM stores s JOIN zones z ON z.tenant = s.tenant AND z.id = s.zone_id
         JOIN cities c ON c.tenant = z.tenant AND c.id = z.city_id
        WHERE s.tenant = 'cl' AND c.region_id = (SELECT c2.region_id FROM zones z2
          JOIN cities c2 ON c2.tenant = z2.tenant AND c2.id = z2.city_id WHERE z2.tenant = 'cl' AND z2.id = ?)`,
      sites.cl.zoneId,
    );
    expect(new Set(stores.map((option) => option.store?.id))).toEqual(new Set(serving.map((store) => store.id)));
    expect(stores.length).toBeLessThan((await rows('SELECT id FROM stores WHERE tenant = ?', 'cl')).length);
    const distances = stores.map((option) => Number(option.store?.distance?.match(/[\d,]+/)?.[0]?.replace(',', '.')));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const chosen = stores.find((option) => option.store?.id === sku.storeId);
    expect(chosen).toMatchObject({ available: true, promise: expect.stringMatching(/^Retira /) });
    expect(chosen?.store?.stock).toMatch(/^\d+ unidades disponibles en tienda$/);

    // the first button of the group sends the radio chosen
    const moved = await browser.press(page, oneByRole(line, 'button', 'Cambiar método de entrega'), {
      option: chosen?.value ?? '',
    });
    expect(alertsOf(moved)).toEqual([]);
    expect((await apiCart(browser, 'cl')).lines[0]?.delivery).toMatchObject({
      method: 'pickupInStore',
      store: { id: sku.storeId },
    });
    const checked = radios(lineOf(moved, sku.name)).filter((radio) => radio.attrs.checked !== undefined);
    expect(checked.map((radio) => radio.attrs.value)).toEqual([chosen?.value]);

    // a store method without its store is refused in words, and the line keeps its store
    const refused = await browser.submit(
      '/cl/cart/?_action=cart.delivery',
      { lineId: apiLine?.lineId ?? '', option: 'pickupInStore' },
      { from: '/cl/cart/' },
    );
    expect(alertsOf(refused)).toContain('Elige una tienda para retirar o comprar este producto.');
    expect((await apiCart(browser, 'cl')).lines[0]?.delivery.store?.id).toBe(sku.storeId);
  });

  it('services are boxes saved with their button; two warranties are refused in words', async () => {
    const sku = await servicedSku('cl');
    const { browser, page } = await cartWith('cl', sku.skuId, 2);
    const [apiLine] = (await apiCart(browser, 'cl')).lines;
    const warranties = (apiLine?.availableServices ?? []).filter((service) => service.kind === 'warranty');
    expect(warranties.length).toBeGreaterThan(1);
    const boxes = byRole(lineOf(page, sku.name), 'checkbox');
    expect(boxes.map(nameOf)).toEqual(apiLine?.availableServices.map((s) => `${s.name} ${s.price.text}`));
    const form = formOf(page.html, 'cart.services', sku.name);
    expect(form.buttons.map((button) => button.label)).toEqual(['Guardar servicios']);
    const action = `/cl/cart/${form.action}`;
    const [first, second] = warranties;
    const saved = await browser.submit(action, [
      ['lineId', apiLine?.lineId ?? ''],
      ['serviceIds', first?.id ?? ''],
    ]);
    expect(alertsOf(saved)).toEqual([]);
    const line = (await apiCart(browser, 'cl')).lines[0];
    expect(line?.services.map((service) => [service.id, service.quantity])).toEqual([[first?.id, 2]]);
    expect(
      byRole(lineOf(saved, sku.name), 'checkbox')
        .filter((box) => box.attrs.checked !== undefined)
        .map(nameOf),
    ).toEqual([`${first?.name} ${first?.price.text}`]);
    const both = await browser.submit(action, [
      ['lineId', apiLine?.lineId ?? ''],
      ['serviceIds', first?.id ?? ''],
      ['serviceIds', second?.id ?? ''],
    ]);
    expect(alertsOf(both).join(' ')).toMatch(/garantía/i);
    // none ticked: the services go
    const none = await browser.submit(action, [['lineId', apiLine?.lineId ?? '']]);
    expect(alertsOf(none)).toEqual([]);
    expect((await apiCart(browser, 'cl')).lines[0]?.services).toEqual([]);
  });
});

describe.each([
  ['cl', 'Eliminar', 'Eliminaste', 'Deshacer la eliminación de'],
  ['br', 'Remover', 'Você removeu', 'Desfazer a remoção de'],
] as const)('%s: a removed line', (tenant, remove, removed, undo) => {
  it('is offered back, and its undo puts it back with its quantity, store and services, in its place', async () => {
    const sku = await servicedSku(tenant);
    const { browser } = await cartWith(tenant, sku.skuId, 3);
    // a line after it, for the removed one to come back before
    const next = await stockedSku(tenant, sites[tenant].priceGroup);
    expect(next.skuId).not.toBe(sku.skuId);
    await browser.submit(`/${tenant}/cart/?_action=cart.add`, { skuId: next.skuId, quantity: '1' });
    const [line] = (await apiCart(browser, tenant)).lines;
    const warranty = line?.availableServices.find((service) => service.kind === 'warranty');
    await browser.submit(`/${tenant}/cart/?_action=cart.delivery`, {
      lineId: line?.lineId ?? '',
      option: `pickupInStore:${sku.storeId}`,
    });
    await browser.submit(`/${tenant}/cart/?_action=cart.services`, {
      lineId: line?.lineId ?? '',
      serviceIds: warranty?.id ?? '',
    });
    const before = await apiCart(browser, tenant);

    const page = await browser.get(`/${tenant}/cart/`);
    const gone = await browser.press(page, oneByRole(lineOf(page, sku.name), 'button', `${remove} ${sku.name}`));
    expect(gone.url).toMatch(new RegExp(`^/${tenant}/cart/\\?removed=${sku.skuId}&`));
    expect((await apiCart(browser, tenant)).lines.map((line) => line.skuId)).toEqual([next.skuId]);
    const row = all(gone.doc, (element) => element.tag === 'li' && textOf(element).startsWith(removed))[0];
    expect(row && textOf(row)).toBe(`${removed} ${sku.name}. ${undo.split(' ')[0]}`);
    const button = oneByRole(row ?? gone.doc, 'button', `${undo} ${sku.name}`);
    const back = await browser.press(gone, button);
    expect(back.url).toBe(`/${tenant}/cart/?done=1`);
    const after = await apiCart(browser, tenant);
    const strip = (cart: CartView) => cart.lines.map(({ lineId: _, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
    expect(formsOf(back.html).some((form) => form.action.includes('cart.restore'))).toBe(false);
  });
});
