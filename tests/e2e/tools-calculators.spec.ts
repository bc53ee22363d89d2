import { expect, type Locator, type Page, test } from '@playwright/test';
import { calculatorProduct, productPath } from './support/tools-fixtures';

// The paint and floor calculators as islands: they answer as the shopper types with the rules the
// server runs, wall by wall. Without JavaScript the same form goes to the server, wall buttons
// included: tests/http/calculator-forms.test.ts.

const sites = [
  {
    tenant: 'cl',
    priceGroup: '10',
    paint: 'Calculadora de pintura',
    floor: 'Calculadora de pisos',
    area: 'Superficie (m²)',
    wallsArea: 'Superficie de muros (m²)',
    wall: (n: number) => `Muro ${n}`,
    width: 'Ancho del muro (m)',
    height: 'Alto del muro (m)',
    addWall: 'Agregar muro',
    removeWall: (n: number) => `Quitar muro ${n}`,
    doors: 'Puertas',
    coats: 'Manos de pintura',
    calculate: 'Calcular',
    paintArea: (area: string) => `Superficie a pintar: ${area} m²`,
    boxes: /^Necesitas \d+ cajas para 12,5 m²$/,
    wastage: 'Incluye un 10% adicional por cortes y pérdidas.',
    add: /^Agregar .+ al carro$/,
    how: 'Cómo calculamos',
    howTitle: 'Cómo calculamos tu pintura',
    doorHint: 'Descontamos 1,89 m² por puerta (0,9 × 2,1 m).',
    close: 'Cerrar',
    fix: 'Revisa los datos marcados para calcular.',
    unreadable: 'Escribe solo un número, por ejemplo 2,4.',
    tooLarge: 'Ingresa un número hasta 1.000.',
    required: 'Ingresa un valor.',
    areaOrSides: 'Ingresa la superficie o las dos medidas.',
    whole: 'Ingresa un número entero entre 1 y 10.',
    openings: 'Las puertas y ventanas ocupan toda la superficie de los muros. Revisa las medidas o la cantidad.',
  },
  {
    tenant: 'br',
    priceGroup: '50',
    paint: 'Calculadora de tinta',
    floor: 'Calculadora de pisos',
    area: 'Área (m²)',
    wallsArea: 'Área das paredes (m²)',
    wall: (n: number) => `Parede ${n}`,
    width: 'Largura da parede (m)',
    height: 'Altura da parede (m)',
    addWall: 'Adicionar parede',
    removeWall: (n: number) => `Remover parede ${n}`,
    doors: 'Portas',
    coats: 'Demãos de tinta',
    calculate: 'Calcular',
    paintArea: (area: string) => `Área a pintar: ${area} m²`,
    boxes: /^Você precisa de \d+ caixas para 12,5 m²$/,
    wastage: 'Inclui 10% a mais para cortes e perdas.',
    add: /^Adicionar .+ ao carrinho$/,
    how: 'Como calculamos',
    howTitle: 'Como calculamos a sua tinta',
    doorHint: 'Descontamos 1,89 m² por porta (0,9 × 2,1 m).',
    close: 'Fechar',
    fix: 'Revise os dados marcados para calcular.',
    unreadable: 'Digite apenas um número, por exemplo 2,4.',
    tooLarge: 'Digite um número até 1.000.',
    required: 'Informe um valor.',
    areaOrSides: 'Digite a área ou as duas medidas.',
    whole: 'Digite um número inteiro entre 1 e 10.',
    openings: 'As portas e janelas ocupam toda a área das paredes. Confira as medidas ou a quantidade.',
  },
] as const;

/** Reaches for the island (as a shopper's pointer does) and waits until it has woken up. */
async function wake(page: Page, region: Locator, island: string) {
  await region.hover();
  // a first visit to a cold server can take seconds to bring the island's chunks
  await expect(page.locator(`astro-island[component-url*="${island}"]:not([ssr])`)).toHaveCount(1, { timeout: 20_000 });
}

for (const site of sites) {
  test.describe(`${site.tenant} with JavaScript`, () => {
    test('the paint calculator adds up walls one by one, "2,4" m read as 2.4 m, less a standard door, as the shopper types', async ({
      page,
    }) => {
      const paint = calculatorProduct(site.tenant, 'paint', 'CATG10002', site.priceGroup);
      await page.goto(productPath(site.tenant, paint));
      const url = page.url();
      const calculator = page.getByRole('region', { name: site.paint });
      await wake(page, calculator, 'PaintCalculator');
      const wall = (n: number) => calculator.getByRole('group', { name: site.wall(n) });

      // issue 27: the tenant's decimal comma, typed key by key, is a decimal comma ("2,4" m was read as 24 m)
      await wall(1).getByRole('textbox', { name: site.width }).fill('4');
      await wall(1).getByRole('textbox', { name: site.height }).pressSequentially('2,4');
      await expect(wall(1).getByRole('textbox', { name: site.height })).toHaveValue('2,4');
      await calculator.getByRole('button', { name: site.addWall }).click();
      await wall(2).getByRole('textbox', { name: site.width }).fill('3');
      await wall(2).getByRole('textbox', { name: site.height }).fill('2,4');
      await calculator.getByRole('textbox', { name: site.doors }).fill('1');
      await calculator.getByRole('textbox', { name: site.coats }).fill('2');

      // (4 + 3) × 2.4 m = 16.8 m², less a door of 0.9 × 2.1 m
      const result = calculator.getByRole('status');
      await expect(result).toContainText(site.paintArea('14,91'));
      await calculator.getByRole('button', { name: site.removeWall(2) }).click();
      await expect(wall(2)).toHaveCount(0);
      await expect(result).toContainText(site.paintArea('7,71'));
      expect(page.url()).toBe(url);
      await expect(result.getByRole('button', { name: site.add })).toBeVisible();
    });

    test('the paint calculator says what to fix, field by field', async ({ page }) => {
      const paint = calculatorProduct(site.tenant, 'paint', 'CATG10002', site.priceGroup);
      await page.goto(productPath(site.tenant, paint));
      const calculator = page.getByRole('region', { name: site.paint });
      await wake(page, calculator, 'PaintCalculator');
      const wall = (n: number) => calculator.getByRole('group', { name: site.wall(n) });

      await calculator.getByRole('button', { name: site.calculate }).click();
      await expect(calculator.getByRole('alert')).toHaveText(site.fix);
      await expect(calculator.getByRole('textbox', { name: site.wallsArea })).toHaveAccessibleDescription(
        site.areaOrSides,
      );

      const width = wall(1).getByRole('textbox', { name: site.width });
      for (const [typed, message] of [
        ['1.2.3', site.unreadable],
        ['1500', site.tooLarge],
      ] as const) {
        await width.fill(typed);
        await width.blur();
        await expect(width).toHaveAttribute('aria-invalid', 'true');
        await expect(width).toHaveAccessibleDescription(message);
      }
      await width.fill('1');
      await expect(wall(1).getByRole('textbox', { name: site.height })).toHaveAccessibleDescription(site.required);
      await wall(1).getByRole('textbox', { name: site.height }).fill('1');
      await calculator.getByRole('textbox', { name: site.doors }).fill('1');
      await expect(calculator.getByRole('textbox', { name: site.doors })).toHaveAccessibleDescription(
        new RegExp(site.openings.replace(/[.]/g, '\\.')),
      );
      await calculator.getByRole('textbox', { name: site.doors }).fill('0');
      const coats = calculator.getByRole('textbox', { name: site.coats });
      await coats.fill('11');
      await expect(coats).toHaveAccessibleDescription(site.whole);
      await expect(calculator.getByRole('status')).toHaveCount(0);
      await coats.fill('1');
      await expect(calculator.getByRole('status')).toContainText(site.paintArea('1'));
    });

    test('on a phone, the standard door and window are in the info modal', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const paint = calculatorProduct(site.tenant, 'paint', 'CATG10002', site.priceGroup);
      await page.goto(productPath(site.tenant, paint));
      const calculator = page.getByRole('region', { name: site.paint });
      await calculator.getByRole('textbox', { name: site.doors }).scrollIntoViewIfNeeded();
      await wake(page, calculator, 'PaintCalculator');
      await expect(calculator.getByText(site.doorHint)).toBeHidden();
      await calculator.getByRole('button', { name: site.how }).click();
      const dialog = page.getByRole('dialog', { name: site.howTitle });
      await expect(dialog).toContainText(site.doorHint);
      await dialog.getByRole('button', { name: site.close }).click();
      await expect(dialog).toHaveCount(0);
      await expect(calculator.getByRole('button', { name: site.how })).toBeFocused();

      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(calculator.getByRole('button', { name: site.how })).toBeHidden();
      await expect(calculator.getByText(site.doorHint)).toBeVisible();
    });

    test('the floor calculator counts boxes with 10% wastage as the shopper types, and adds them', async ({ page }) => {
      const floor = calculatorProduct(site.tenant, 'floor', 'CATG10022', site.priceGroup);
      await page.goto(productPath(site.tenant, floor));
      const calculator = page.getByRole('region', { name: site.floor });
      await wake(page, calculator, 'FloorCalculator');
      await calculator.getByRole('textbox', { name: site.area }).fill('12,5');
      const result = calculator.getByRole('status');
      await expect(result.getByRole('listitem').first()).toHaveText(site.boxes);
      await expect(result).toContainText(site.wastage);
      const boxes = Number((await result.getByRole('listitem').first().textContent())?.match(/\d+/)?.[0]);
      expect(boxes).toBe(Math.ceil((125_000 * 110) / (Math.round((floor.m2PerBox ?? 0) * 10_000) * 100)));

      await calculator.getByRole('textbox', { name: site.area }).fill('250000');
      await calculator.getByRole('textbox', { name: site.area }).blur();
      await expect(calculator.getByRole('textbox', { name: site.area })).toHaveAttribute('aria-invalid', 'true');
      await expect(result).toHaveCount(0);
      await calculator.getByRole('textbox', { name: site.area }).fill('12.5');
      await result.getByRole('button', { name: site.add }).click();
      await expect(page).toHaveURL(new RegExp(`/${site.tenant}/cart/\\?done=1$`));
      await expect(page.getByRole('listitem', { name: floor.name })).toBeVisible();
    });
  });
}
