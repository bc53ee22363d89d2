import { DatabaseSync } from 'node:sqlite';
import { devices, expect, type Page, test } from '@playwright/test';
import { expectAccessible, hydrateIslands } from './support/accessibility';
import {
  foreignWords,
  languageProblemsOf,
  pageText,
  sidewaysOverflow,
  textDefectsOf,
} from './support/page-sweep-checks';
import { stockedSku } from './support/site-fixtures';
import { type Site, type SweepPage, sites, sweepPages } from './support/sweep-pages';

/**
 * Every page type of the storefront, visited once per tenant and checked for all that a page
 * shows, each finding named (soft expects: one visit reports every kind of defect):
 * - docs/tenants.md: at 320 px, the smallest breakpoint, nothing scrolls sideways or sticks out;
 * - what a shopper reads around filled-in values: no doubled period, no word glued to a value;
 * - issue 5: no word of the other language, no key or placeholder shown as such, in the title,
 *   the text and the aria-label, placeholder, title and alt attributes;
 * - axe finds no violation, of any impact and with every rule on (colour contrast included), with
 *   the page's islands hydrated; once per markup: on cl's pages, and on another tenant's where it
 *   builds other markup (`differsByTenant`) or shows content files of its own (`ownContent`). A
 *   page br shares with cl is the same components with Portuguese words, which the text checks
 *   read; axe, two thirds of the sweep's time (146 of 230 s of its tests), would check the same
 *   elements again.
 * The page opens at 320 px; once measured and read there, the viewport widens to a desktop's
 * (no reload) and the text is read again, so text shown only on one of them is checked too; axe
 * runs at the desktop width.
 *
 * cl (Spanish) and br (Portuguese) sweep every page type; mx sweeps the pages that show what
 * they do not (`differsByTenant` in support/sweep-pages.ts).
 */
test.use({ viewport: { width: 320, height: 640 } });
// Each test does what four did (page-text, language-sweep, small-screens and a page of an
// accessibility group, whose groups had 120 s): axe alone took 20 s on a listing of 32 cards on a
// machine shared with other runs.
test.describe.configure({ timeout: 60_000 });
const desktop = devices['Desktop Chrome'].viewport;

const unique = (found: string[]) => [...new Set(found)];

async function sweep(page: Page, site: Site, entry: SweepPage, foreign: () => Set<string>) {
  const { name } = entry;
  await hydrateIslands(page);
  const overflow = await sidewaysOverflow(page);
  expect.soft(overflow.outside, 'elements past the right edge at 320 px').toEqual([]);
  expect.soft(overflow.scrollWidth, 'the page scrolls sideways at 320 px').toBeLessThanOrEqual(overflow.clientWidth);
  const phone = await pageText(page);

  await page.setViewportSize(desktop);
  await hydrateIslands(page);
  const wide = await pageText(page);
  expect
    .soft(unique([phone, wide].flatMap((text) => textDefectsOf(text.rendered))), 'a doubled period or a glued word')
    .toEqual([]);
  expect
    .soft(
      unique([phone, wide].flatMap((text) => languageProblemsOf(text.heard, foreign()))),
      `keys, placeholders or words of ${site.other} shown on a ${site.lang} page`,
    )
    .toEqual([]);
  if (site.tenant === 'cl' || entry.differsByTenant || entry.ownContent) await expectAccessible(page, name, false);
}

for (const site of [sites.cl, sites.br, sites.mx] as Site[]) {
  test.describe(`${site.tenant} (${site.lang})`, () => {
    let foreign: Set<string> | undefined;
    // the other language's words less the tenant's own data: read once a worker, when first needed
    const foreignOfSite = () => {
      foreign ??= foreignWords(site.tenant, site.lang, site.other);
      return foreign;
    };
    const pages = sweepPages(site).filter((entry) => ['cl', 'br'].includes(site.tenant) || entry.differsByTenant);

    for (const entry of pages) {
      test(entry.name, async ({ page, context, baseURL }) => {
        await entry.before?.(context, baseURL ?? '');
        const response = await page.goto(entry.path);
        expect.soft(response?.status(), `${entry.path} answers`).toBe(entry.status);
        await entry.shows?.(page);
        await sweep(page, site, entry, foreignOfSite);
      });
    }
  });
}

test.describe('a zone whose name ends in an abbreviation', () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });
  const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

  test('mx: "Monterrey, N.L." ends a sentence with one period', async ({ page }) => {
    const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
    const zone = db
      .prepare(
        `SELECT z.label, p.code FROM zones z JOIN postal_codes p ON p.tenant = z.tenant AND p.zone_id = z.id
          WHERE z.tenant = 'mx' AND z.served = 1 AND z.label LIKE '%.' ORDER BY z.id, p.code LIMIT 1`,
      )
      .get() as { label: string; code: string };
    db.close();
    const sku = stockedSku('mx', '60');
    await page.goto(`/mx/product/${sku.productId}/x/${sku.skuId}/`);
    await page.getByRole('textbox', { name: 'Código postal' }).fill(zone.code);
    await page.getByRole('button', { name: 'Guardar ubicación' }).click();
    await expect(page).toHaveURL(/locationSaved=1/);
    await expect(page.getByRole('status').filter({ hasText: zone.label })).toHaveText(
      `Guardamos tu ubicación: ${zone.label}`,
    );
    await expect(page.locator('[data-location-label]')).toHaveText(`Precios, stock y entregas para ${zone.label}`);
    expect(textDefectsOf((await pageText(page)).rendered)).toEqual([]);
  });
});

// The checks of text find what they are for (no browser: they read strings).
test('the check finds a leak: a Portuguese word on a Spanish page', () => {
  const spanish = foreignWords('cl', 'es', 'pt');
  expect(spanish.has('carrinho')).toBe(true);
  expect(foreignWords('br', 'pt', 'es').has('despacho')).toBe(true);
  expect(languageProblemsOf('Tu Carrinho', spanish)).toHaveLength(1);
  expect(languageProblemsOf('site.cart.title', spanish)).toContain('key site.cart.title');
  expect(languageProblemsOf('Hola {name}', spanish)).toEqual(['placeholder {name}']);
});

test('the check finds a doubled period and a word glued to a value, and lets an ellipsis be', () => {
  expect(textDefectsOf('Entregas para Monterrey, N.L..')).toHaveLength(1);
  expect(textDefectsOf('Despachar aSantiago')).toHaveLength(1);
  expect(textDefectsOf('Entregar emSão Paulo')).toHaveLength(1);
  expect(textDefectsOf('Cargando… y más...')).toEqual([]);
});
