import { expect, type Page, test } from '@playwright/test';
import { calculatorProduct, productPath } from './support/tools-fixtures';

// The product page's calculators and project builder without JavaScript: GET forms compute on
// the server, POST forms add to the cart.
test.use({ javaScriptEnabled: false });

/** spec §9: area plus 10% wastage over the m² of a box, rounded up, in whole cm² as the rule counts. */
const boxesFor = (areaM2: number, m2PerBox: number) =>
  Math.ceil((Math.round(areaM2 * 10_000) * 110) / (Math.round(m2PerBox * 10_000) * 100));

const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    floorTitle: 'Calculadora de pisos',
    paintTitle: 'Calculadora de pintura',
    area: 'Superficie (m²)',
    wallWidth: 'Ancho del muro (m)',
    wallHeight: 'Alto del muro (m)',
    doors: 'Puertas',
    windows: 'Ventanas',
    coats: 'Manos de pintura',
    calculate: 'Calcular',
    boxes: (n: number) => `Necesitas ${n} cajas para 12,5 m²`,
    paintArea: 'Superficie a pintar: 30,51 m²',
    add: /^Agregar .+ al carro$/,
    quantity: 'Cantidad',
    digitsAndDots: 'Usa solo números y un punto para los decimales.',
    tooLarge: 'Ingresa un número hasta 100.000.',
    project: 'Tu proyecto',
    addProject: 'Agregar el proyecto al carro',
    projectFailure: 'Ocurrió un error al agregar el producto, inténtalo de nuevo.',
    noneSelected: 'Selecciona al menos un producto para agregar al carro.',
    money: /^\$ \d{1,3}(\.\d{3})*$/,
  },
  {
    tenant: 'br',
    priceGroup: '50',
    floorTitle: 'Calculadora de pisos',
    paintTitle: 'Calculadora de tinta',
    area: 'Área (m²)',
    wallWidth: 'Largura da parede (m)',
    wallHeight: 'Altura da parede (m)',
    doors: 'Portas',
    windows: 'Janelas',
    coats: 'Demãos de tinta',
    calculate: 'Calcular',
    boxes: (n: number) => `Você precisa de ${n} caixas para 12,5 m²`,
    paintArea: 'Área a pintar: 30,51 m²',
    add: /^Adicionar .+ ao carrinho$/,
    quantity: 'Quantidade',
    digitsAndDots: 'Use apenas números e um ponto para os decimais.',
    tooLarge: 'Digite um número até 100.000.',
    project: 'Seu projeto',
    addProject: 'Adicionar o projeto ao carrinho',
    projectFailure: 'Ocorreu um erro ao adicionar o produto, tente novamente.',
    noneSelected: 'Selecione pelo menos um produto para adicionar ao carrinho.',
    money: /^R\$ \d{1,3}(\.\d{3})*,\d{2}$/,
  },
  {
    tenant: 'mx',
    priceGroup: '60',
    floorTitle: 'Calculadora de pisos',
    paintTitle: 'Calculadora de pintura',
    area: 'Superficie (m²)',
    wallWidth: 'Ancho del muro (m)',
    wallHeight: 'Alto del muro (m)',
    doors: 'Puertas',
    windows: 'Ventanas',
    coats: 'Manos de pintura',
    calculate: 'Calcular',
    boxes: (n: number) => `Necesitas ${n} cajas para 12.5 m²`,
    paintArea: 'Superficie a pintar: 30.51 m²',
    add: /^Agregar .+ al carro$/,
    quantity: 'Cantidad',
    digitsAndDots: 'Usa solo números y un punto para los decimales.',
    tooLarge: 'Ingresa un número hasta 100,000.',
    project: 'Tu proyecto',
    addProject: 'Agregar el proyecto al carro',
    projectFailure: 'Ocurrió un error al agregar el producto, inténtalo de nuevo.',
    noneSelected: 'Selecciona al menos un producto para agregar al carro.',
    money: /^\$ \d{1,3}(,\d{3})*\.\d{2}$/,
  },
] as const;

/** The cart line of a product, and the quantity it holds. */
async function expectCartLine(page: Page, name: string, quantityLabel: string, quantity: string) {
  const line = page.getByRole('listitem', { name });
  await expect(line).toBeVisible();
  await expect(line.getByRole('spinbutton', { name: quantityLabel })).toHaveValue(quantity);
}

for (const site of sites) {
  test.describe(site.tenant, () => {
    test('the floor calculator counts boxes with 10% wastage and adds them to the cart', async ({ page }) => {
      const floor = calculatorProduct(site.tenant, 'floor', 'CATG10022', site.priceGroup);
      const path = productPath(site.tenant, floor);
      await page.goto(path);
      const calculator = page.getByRole('region', { name: site.floorTitle });
      await calculator.getByRole('textbox', { name: site.area }).fill('12.5');
      await calculator.getByRole('button', { name: site.calculate }).click();

      await expect(page).toHaveURL(new RegExp(`${path}\\?calc=floor&area=12\\.5.*#calculator$`));
      // A query-string variant of the product page still names the product URL as canonical.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      const boxes = boxesFor(12.5, floor.m2PerBox ?? 0);
      const result = calculator.getByRole('status');
      await expect(result).toContainText(site.boxes(boxes));
      await expect(result).toContainText('10%');
      const form = result.getByRole('spinbutton', { name: site.quantity });
      await expect(form).toHaveValue(String(boxes));

      await result.getByRole('button', { name: site.add }).click();
      await expect(page).toHaveURL(new RegExp(`/${site.tenant}/cart/\\?done=1$`));
      await expectCartLine(page, floor.name, site.quantity, String(boxes));
    });

    test('the paint calculator counts cans for walls less a door and a window', async ({ page }) => {
      const paint = calculatorProduct(site.tenant, 'paint', 'CATG10002', site.priceGroup);
      await page.goto(productPath(site.tenant, paint));
      const calculator = page.getByRole('region', { name: site.paintTitle });
      await calculator.getByRole('textbox', { name: site.wallWidth }).fill('14');
      await calculator.getByRole('textbox', { name: site.wallHeight }).fill('2.4');
      await calculator.getByRole('textbox', { name: site.doors }).fill('1');
      await calculator.getByRole('textbox', { name: site.windows }).fill('1');
      await calculator.getByRole('textbox', { name: site.coats }).fill('2');
      await calculator.getByRole('button', { name: site.calculate }).click();

      // 14 × 2.4 m = 33.6 m², less a door (1.89 m²) and a window (1.2 m²).
      const result = calculator.getByRole('status');
      await expect(result).toContainText(site.paintArea);
      const quantity = await result.getByRole('spinbutton', { name: site.quantity }).inputValue();
      expect(Number(quantity)).toBeGreaterThan(0);
      await result.getByRole('button', { name: site.add }).click();
      await expect(page).toHaveURL(new RegExp(`/${site.tenant}/cart/\\?done=1$`));
      await expectCartLine(page, paint.name, site.quantity, quantity);
    });

    test('a bad measure shows its message beside the field, never an error page', async ({ page }) => {
      const floor = calculatorProduct(site.tenant, 'floor', 'CATG10022', site.priceGroup);
      const path = productPath(site.tenant, floor);
      for (const [typed, message] of [
        ['-3', site.digitsAndDots],
        ['abc', site.digitsAndDots],
        ['250000', site.tooLarge],
      ] as const) {
        const response = await page.goto(`${path}?calc=floor&area=${encodeURIComponent(typed)}`);
        expect(response?.status()).toBe(200);
        const field = page.getByRole('region', { name: site.floorTitle }).getByRole('textbox', { name: site.area });
        await expect(field).toHaveValue(typed);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(message);
        await expect(page.getByRole('region', { name: site.floorTitle }).getByRole('status')).toHaveCount(0);
      }
    });

    test('the project builder lists materials with quantities and adds them all to the cart', async ({ page }) => {
      const floor = calculatorProduct(site.tenant, 'floor', 'CATG10022', site.priceGroup);
      await page.goto(`${productPath(site.tenant, floor)}?calc=floor&area=12.5`);
      const builder = page.getByRole('region', { name: site.project });
      await expect(builder).toBeVisible();
      const rows = builder.getByRole('row').filter({ has: page.getByRole('checkbox', { checked: true }) });
      const count = await rows.count();
      expect(count).toBeGreaterThanOrEqual(3);
      const lines: { name: string; quantity: string }[] = [];
      for (let i = 0; i < count; i++) {
        const row = rows.nth(i);
        const name = (await row.getByRole('link').textContent())?.trim() ?? '';
        const quantity = await row.getByRole('spinbutton').inputValue();
        expect(Number(quantity)).toBeGreaterThan(0);
        lines.push({ name, quantity });
      }
      // The page's own floor is the main line, counted by the calculator for the same 12.5 m².
      expect(lines[0]).toEqual({ name: floor.name, quantity: String(boxesFor(12.5, floor.m2PerBox ?? 0)) });
      await expect(builder.locator('[data-line-total]').first()).toHaveText(site.money);

      await builder.getByRole('button', { name: site.addProject }).click();
      await expect(page).toHaveURL(new RegExp(`/${site.tenant}/cart/\\?done=1$`));
      for (const line of lines) await expectCartLine(page, line.name, site.quantity, line.quantity);
    });

    test('a project with no line ticked is refused with the spec §5 message, not a failure', async ({ page }) => {
      const floor = calculatorProduct(site.tenant, 'floor', 'CATG10022', site.priceGroup);
      const path = productPath(site.tenant, floor);
      await page.goto(path);
      const builder = page.getByRole('region', { name: site.project });
      const boxes = builder.getByRole('checkbox', { checked: true });
      while ((await boxes.count()) > 0) await boxes.first().uncheck();
      await builder.getByRole('button', { name: site.addProject }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?project-invalid=.*#project$`));
      const alert = page.getByRole('region', { name: site.project }).getByRole('alert');
      await expect(alert).toContainText(site.noneSelected);
      await expect(alert).not.toContainText(site.projectFailure);
    });
  });
}
