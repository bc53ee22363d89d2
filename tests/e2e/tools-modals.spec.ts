import { expect, type Locator, type Page, test } from '@playwright/test';
import { rows } from './support/product-options-fixtures';

/**
 * The product page's modals (docs/tools.md): the resizable board (cut to size) and the WhatsApp chat on
 * cl and br, the Mexican promotion on mx. Each is one shared accessible modal with JavaScript:
 * named by its heading, focus kept inside and given back, Escape closes. Without JavaScript each is
 * a disclosure with plain forms, and the board's size errors are the server's:
 * tests/http/product-tool-panels.test.ts.
 */
const sites = {
  cl: {
    close: 'Cerrar',
    chat: /^Consulta por WhatsApp/,
    chatTitle: 'Chatea con un asesor',
    chatMessage: 'Tu consulta',
    chatSend: /^Abrir WhatsApp/,
    whatsapp: '56950004100',
    cut: 'Cortar a medida',
    cutTitle: 'Corte a medida',
    width: 'Ancho de la pieza (cm)',
    length: 'Largo de la pieza (cm)',
    pieces: 'Cantidad de piezas',
    calculate: 'Calcular cortes',
    plan: /^Necesitas 2 tableros \(8 piezas por tablero\) y 13 cortes: \$ 25\.870 de corte\.$/,
    add: 'Agregar 2 tableros al carro',
    quantity: 'Cantidad',
  },
  br: {
    close: 'Fechar',
    chat: /^Tire suas dúvidas pelo WhatsApp/,
    chatTitle: 'Fale com um consultor',
    chatMessage: 'Sua dúvida',
    chatSend: /^Abrir o WhatsApp/,
    whatsapp: '5511950004100',
    cut: 'Cortar sob medida',
    cutTitle: 'Corte sob medida',
    width: 'Largura da peça (cm)',
    length: 'Comprimento da peça (cm)',
    pieces: 'Quantidade de peças',
    calculate: 'Calcular cortes',
    plan: /^Você precisa de 2 chapas \(8 peças por chapa\) e 13 cortes: R\$ [\d.]+,\d\d de corte\.$/,
    add: 'Adicionar 2 chapas ao carrinho',
    quantity: 'Quantidade',
  },
} as const;

/** An OSB board (244 × 122 cm, with the cut service) stocked at the distribution centre. */
function boardProduct(tenant: string): { id: string; name: string } {
  const [found] = rows<{ id: string; name: string }>(
    `SELECT p.id, p.name FROM products p JOIN skus s ON s.tenant = p.tenant AND s.product_id = p.id
       JOIN stock d ON d.tenant = s.tenant AND d.sku_id = s.id AND d.store_id = 'DC'
      WHERE p.tenant = ? AND p.product_type = 'osb-board' AND p.services LIKE '%"cut-board"%' AND d.quantity >= 20
      ORDER BY p.id LIMIT 1`,
    tenant,
  );
  if (!found) throw new Error(`no OSB board in ${tenant}`);
  return found;
}

/**
 * The island hydrates when the shopper reaches for it (src/directives/interaction.ts listens from
 * the page's load on): the pointer comes over it from elsewhere, and the island loses `ssr`.
 */
async function reachFor(area: Locator, label: string | RegExp): Promise<Locator> {
  await area.page().waitForLoadState('load');
  await area.page().mouse.move(0, 0);
  await area.getByText(label).hover();
  // a first visit to a cold server can take seconds to bring the island's chunks
  await expect(area.locator('astro-island:not([ssr])')).toHaveCount(1, { timeout: 20_000 });
  return area.getByRole('button', { name: label });
}

async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
}

for (const tenant of ['cl', 'br'] as const) {
  const site = sites[tenant];

  test.describe(`product modals on ${tenant}`, () => {
    test('the WhatsApp chat opens a modal whose message goes to WhatsApp in a new tab', async ({ page, context }) => {
      const board = boardProduct(tenant);
      // wa.me is WhatsApp's own service: a stand-in answers so the test stays on loopback
      await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
      await page.goto(`/${tenant}/product/${board.id}/x/`);
      const opener = await reachFor(page.locator('[data-whatsapp]'), site.chat);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: site.chatTitle });
      await expect(dialog).toBeVisible();
      const message = dialog.getByRole('textbox', { name: site.chatMessage });
      await expect(message).toHaveValue(new RegExp(board.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expectFocusTrapped(page, dialog);
      await message.fill('¿Lo cortan a 60 cm?');
      const popup = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: site.chatSend }).click();
      const sent = new URL((await popup).url());
      expect(`${sent.origin}${sent.pathname}`).toBe(`https://wa.me/${site.whatsapp}`);
      expect(sent.searchParams.get('text')).toBe('¿Lo cortan a 60 cm?');
      await page.bringToFront();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('the resizable board works out boards and cuts in a modal and adds the boards', async ({ page }) => {
      const board = boardProduct(tenant);
      await page.goto(`/${tenant}/product/${board.id}/x/`);
      const area = page.getByRole('region', { name: site.cutTitle });
      const opener = await reachFor(area, site.cut);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: site.cutTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: site.close }).click();
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
      await opener.click();
      await dialog.getByRole('textbox', { name: site.width }).fill('60');
      await dialog.getByRole('textbox', { name: site.length }).fill('60');
      await dialog.getByRole('textbox', { name: site.pieces }).fill('10');
      await dialog.getByRole('button', { name: site.calculate }).click();
      // the server worked it out: the page comes back with the plan in view
      await expect(page).toHaveURL(/cutWidth=60&cutLength=60&cutPieces=10#cut-to-size$/);
      await expect(area.getByRole('status')).toHaveText(site.plan);
      // The page came back unhydrated: a click while its island hydrates is replayed by React
      // after hydration, which a loaded machine can stretch past the URL wait.
      await (await reachFor(area, site.add)).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/cart/`), { timeout: 15_000 });
      await expect(
        page.getByRole('listitem', { name: board.name }).getByRole('spinbutton', { name: site.quantity }),
      ).toHaveValue('2');
    });
  });
}

/** A Mexican product with the MXN promotion badge. */
function promotedProduct(): string {
  const [found] = rows<{ id: string }>(
    `SELECT id FROM products WHERE tenant = 'mx' AND badges LIKE '%"MXN_PROMOTION"%' ORDER BY id LIMIT 1`,
  );
  if (!found) throw new Error('no promoted product in mx');
  return found.id;
}

const promotion = {
  open: 'Ver condiciones de la promoción',
  title: 'Promoción Andamio México',
  body: /^Precio de promoción por tiempo limitado en tiendas Andamio México y en línea\./,
};

test('mx: the promotion modal shows its terms, keeps focus and gives it back', async ({ page }) => {
  await page.goto(`/mx/product/${promotedProduct()}/x/`);
  const opener = await reachFor(page.locator('[data-promotion]'), promotion.open);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: promotion.title });
  await expect(dialog.getByText(promotion.body)).toBeVisible();
  await expect(dialog.getByText(/^Precio de promoción: \$ [\d,]+\.\d\d$/)).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
