import { expect, type Locator, type Page, test } from '@playwright/test';
import { calculatorProduct, minorUnits, productPath } from './support/tools-fixtures';

// The project builder as an island: its totals follow the boxes and quantities, and a project with
// no line ticked is refused on the spot (docs/tools.md). Adding still posts the server form, so the
// cart and the failure (docs/tools.md) are the server's: tests/http/project-forms.test.ts.

const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    project: 'Tu proyecto',
    addProject: 'Agregar el proyecto al carro',
    quantity: 'Cantidad',
    noneSelected: 'Selecciona al menos un producto para agregar al carro.',
    failure: 'Ocurrió un error al agregar el producto, inténtalo de nuevo.',
  },
  {
    tenant: 'br',
    priceGroup: '50',
    project: 'Seu projeto',
    addProject: 'Adicionar o projeto ao carrinho',
    quantity: 'Quantidade',
    noneSelected: 'Selecione pelo menos um produto para adicionar ao carrinho.',
    failure: 'Ocorreu um erro ao adicionar o produto, tente novamente.',
  },
] as const;

/**
 * Opens the floor product's page with its builder for 12.5 m², wakes the first project's island
 * as a pointer does, and answers that project's section.
 */
async function openBuilder(page: Page, tenant: string, priceGroup: string, name: string) {
  const floor = calculatorProduct(tenant, 'floor', 'CATG10022', priceGroup);
  const path = productPath(tenant, floor);
  await page.goto(`${path}?calc=floor&area=12.5`);
  const island = page.getByRole('region', { name }).locator('astro-island[component-url*="ProjectBuilder"]').first();
  await island.getByRole('button').last().hover();
  // a first visit to a cold server can take seconds to bring the island's chunks
  await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
  return { builder: island.getByRole('region'), path };
}

const ticked = (page: Page, builder: Locator) =>
  builder.getByRole('row').filter({ has: page.getByRole('checkbox', { checked: true }) });
const totalOf = async (builder: Locator) =>
  minorUnits((await builder.locator('[data-project-total]').textContent()) ?? '');
const lineTotalOf = async (row: Locator) => minorUnits((await row.locator('[data-line-total]').textContent()) ?? '');

for (const site of sites) {
  test.describe(`${site.tenant} with JavaScript`, () => {
    test('the totals follow the ticked lines and their quantities, and the project goes to the cart', async ({
      page,
    }) => {
      const { builder } = await openBuilder(page, site.tenant, site.priceGroup, site.project);
      const rows = ticked(page, builder);
      expect(await rows.count()).toBeGreaterThanOrEqual(2);
      const before = await totalOf(builder);

      // untick the last line: the project's total drops by that line's total, with no page load
      const last = rows.last();
      const lastTotal = await lineTotalOf(last);
      const url = page.url();
      await last.getByRole('checkbox').uncheck();
      await expect.poll(() => totalOf(builder)).toBe(before - lastTotal);

      // one more unit of the first line: its total and the project's grow by its unit price
      const first = rows.first();
      const quantity = first.getByRole('spinbutton');
      const units = Number(await quantity.inputValue());
      const firstTotal = await lineTotalOf(first);
      await quantity.fill(String(units + 1));
      const unitPrice = firstTotal / units;
      await expect.poll(() => lineTotalOf(first)).toBe(firstTotal + unitPrice);
      await expect.poll(() => totalOf(builder)).toBe(before - lastTotal + unitPrice);
      expect(page.url()).toBe(url);

      const lines: { name: string; quantity: string }[] = [];
      for (let i = 0; i < (await rows.count()); i++) {
        const row = rows.nth(i);
        lines.push({
          name: (await row.getByRole('link').textContent())?.trim() ?? '',
          quantity: await row.getByRole('spinbutton').inputValue(),
        });
      }
      await builder.getByRole('button', { name: site.addProject }).click();
      await expect(page).toHaveURL(new RegExp(`/${site.tenant}/cart/\\?done=1$`));
      for (const line of lines) {
        const cartLine = page.getByRole('listitem', { name: line.name });
        await expect(cartLine.getByRole('spinbutton', { name: site.quantity })).toHaveValue(line.quantity);
      }
    });

    test('a project with no line ticked is refused on the spot with the message (docs/tools.md)', async ({ page }) => {
      const { builder } = await openBuilder(page, site.tenant, site.priceGroup, site.project);
      const url = page.url();
      const boxes = builder.getByRole('checkbox', { checked: true });
      while ((await boxes.count()) > 0) await boxes.first().uncheck();
      await expect.poll(() => totalOf(builder)).toBe(0);
      await builder.getByRole('button', { name: site.addProject }).click();
      await expect(builder.getByRole('alert')).toHaveText(site.noneSelected);
      await expect(builder.getByText(site.failure)).toHaveCount(0);
      expect(page.url()).toBe(url);

      // ticking a line again takes the refusal away
      await builder.getByRole('checkbox').first().check();
      await expect(builder.getByRole('alert')).toHaveCount(0);
    });
  });
}
