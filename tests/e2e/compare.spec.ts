import { expect, type Locator, type Page, test } from '@playwright/test';
import { comparablePair } from './support/compare-fixtures';
import { contrastFailures } from './support/contrast';

/**
 * The compare islands (docs/accounts-and-lists.md): a listing's and a product page's control, the bar that keeps the
 * list across pages. The compare page itself is the server's, from the URL alone:
 * tests/http/compare-page.test.ts and compare.test.ts. The words a shopper reads (src/lib/messages
 * es and pt): tests read the page as they do.
 */
const sites = [
  {
    tenant: 'cl',
    listing: '/cl/category/catg10000/pinturas/',
    compare: 'Comparar',
    bar: 'Comparador de productos',
    count: (n: number) => `${n} ${n === 1 ? 'producto' : 'productos'} de 4 para comparar`,
    go: 'Ver comparación',
    clear: 'Vaciar comparador',
    title: 'Comparar productos',
    differs: 'Diferente',
    remove: 'Quitar',
    full: 'Puedes comparar hasta 4 productos. Quita uno para agregar otro.',
    failed: 'No pudimos agregar el producto al comparador. Inténtalo de nuevo.',
    empty: 'Aún no has elegido productos para comparar.',
  },
  {
    tenant: 'br',
    listing: '/br/category/catg10000/tintas/',
    compare: 'Comparar',
    bar: 'Comparador de produtos',
    count: (n: number) => `${n} ${n === 1 ? 'produto' : 'produtos'} de 4 para comparar`,
    go: 'Ver comparação',
    clear: 'Esvaziar comparador',
    title: 'Comparar produtos',
    differs: 'Diferente',
    remove: 'Remover',
    full: 'Você pode comparar até 4 produtos. Remova um para adicionar outro.',
    failed: 'Não foi possível adicionar o produto ao comparador. Tente novamente.',
    empty: 'Você ainda não escolheu produtos para comparar.',
  },
] as const;

// a product page's own control, or a card's (part of the card's actions island)
const toggles = (page: Page) =>
  page.locator('astro-island[component-url*="CompareToggle"], astro-island[component-url*="CardActions"]');

/**
 * Reaches for a compare control (its island loads on interaction, spec: catalogue pages load
 * nothing eagerly) and clicks it once it is the island's checkbox, not the server's link.
 */
async function pressToggle(island: Locator, name: RegExp): Promise<Locator> {
  await island.hover();
  const box = island.getByRole('checkbox', { name });
  await expect(box).toBeVisible();
  await box.click();
  return box;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The row of the compare table named `name` (its header may also say the row differs). */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escaped(name)}`) }) });

for (const site of sites) {
  const t = site.tenant;
  const compareName = new RegExp(`^${site.compare} `);

  test.describe(`${t}: comparing with JavaScript`, () => {
    test('adds four products from a listing, refuses a fifth, and opens them side by side', async ({ page }) => {
      await page.goto(site.listing);
      const bar = page.getByRole('region', { name: site.bar });
      await expect(bar).toBeHidden();
      // nothing of the compare feature loads before the shopper reaches for it
      await expect(
        page.locator(
          'astro-island[component-url*="Compare"]:not([ssr]), astro-island[component-url*="CardActions"]:not([ssr])',
        ),
      ).toHaveCount(0);

      for (const index of [0, 1, 2, 3]) {
        const box = await pressToggle(toggles(page).nth(index), compareName);
        await expect(box).toBeChecked();
        await expect(bar.getByText(site.count(index + 1))).toBeVisible();
      }
      const fifth = await pressToggle(toggles(page).nth(4), compareName);
      await expect(fifth).not.toBeChecked();
      // the box and its word apart, as a label reads ("✓Comparar" was one glued word)
      await expect(toggles(page).nth(0).locator('label')).toHaveText(site.compare);
      await expect(toggles(page).nth(4).getByRole('alert')).toHaveText(site.full);
      await expect(bar.getByText(site.count(4))).toBeVisible();

      // taking one out makes room again
      await pressToggle(toggles(page).nth(0), compareName);
      await expect(bar.getByText(site.count(3))).toBeVisible();
      await pressToggle(toggles(page).nth(4), compareName);
      await expect(toggles(page).nth(4).getByRole('alert')).toHaveCount(0);
      await expect(bar.getByText(site.count(4))).toBeVisible();
      expect(await contrastFailures(page)).toEqual([]);

      await bar.getByRole('link', { name: site.go }).click();
      await expect(page).toHaveURL(new RegExp(`/${t}/compare/\\?ids=[^,]+,[^,]+,[^,]+,[^,]+$`));
      await expect(page.getByRole('heading', { level: 1, name: site.title })).toBeVisible();
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(5);

      // on a phone the table scrolls sideways in its box, the rows' names fixed at its left
      await page.setViewportSize({ width: 390, height: 844 });
      const names = page.getByRole('rowheader').first();
      const product = page.getByRole('columnheader').nth(1);
      const [namesBefore, productBefore] = [await names.boundingBox(), await product.boundingBox()];
      const scrolled = await page.locator('[data-compare-scroller]').evaluate((box) => {
        box.scrollLeft = box.scrollWidth;
        return box.scrollLeft;
      });
      expect(scrolled).toBeGreaterThan(0);
      expect((await product.boundingBox())?.x).toBeLessThan(productBefore?.x ?? 0);
      expect((await names.boundingBox())?.x).toBe(namesBefore?.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test('keeps the list across pages: the product page shows it chosen and the bar empties it', async ({ page }) => {
      const { products, different } = comparablePair(t);
      await page.goto(`/${t}/product/${products[0].id}/`);
      const bar = page.getByRole('region', { name: site.bar });
      await expect(bar).toBeHidden();
      const toggle = toggles(page).first();
      await pressToggle(toggle, new RegExp(`^${site.compare} ${escaped(products[0].name)}$`));
      await expect(bar.getByText(site.count(1))).toBeVisible();

      await page.goto(`/${t}/product/${products[1].id}/`);
      await expect(bar.getByText(site.count(1))).toBeVisible();
      await pressToggle(toggles(page).first(), compareName);
      await expect(bar.getByText(site.count(2))).toBeVisible();
      await page.goto(`/${t}/product/${products[0].id}/`);
      await toggles(page).first().hover();
      await expect(toggles(page).first().getByRole('checkbox')).toBeChecked();

      await bar.getByRole('link', { name: site.go }).click();
      await expect(page).toHaveURL(new RegExp(`/${t}/compare/\\?ids=${products[0].id},${products[1].id}$`));
      await expect(row(page, different)).toContainText(site.differs);

      // removing on the compare page shortens the stored list too
      await page.getByRole('link', { name: `${site.remove} ${products[0].name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/${t}/compare/\\?ids=${products[1].id}$`));
      // the page's island has written the shortened list (docs/accounts-and-lists.md compareList) before the shopper moves on
      await page.waitForFunction(
        ({ tenant, id }) => JSON.parse(localStorage.getItem('compareList') ?? '{}')[tenant]?.join() === id,
        { tenant: t, id: products[1].id },
      );
      await page.goto(`/${t}/product/${products[1].id}/`);
      await expect(bar.getByText(site.count(1))).toBeVisible();
      await bar.getByRole('button', { name: site.clear }).click();
      await expect(bar).toBeHidden();
      await page.goto(`/${t}/compare/`);
      await expect(page.getByText(site.empty)).toBeVisible();
    });

    test('says so when the product could not be kept in the list', async ({ page }) => {
      // A fault injected on purpose: the browser refuses to store the list (storage full or blocked).
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('full', 'QuotaExceededError');
        };
      });
      await page.goto(site.listing);
      const box = await pressToggle(toggles(page).first(), compareName);
      await expect(toggles(page).first().getByRole('alert')).toHaveText(site.failed);
      await expect(box).not.toBeChecked();
      await expect(page.getByRole('region', { name: site.bar })).toBeHidden();
    });
  });
}
