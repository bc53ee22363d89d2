import { DatabaseSync } from 'node:sqlite';
import { expect, type Page, test } from '@playwright/test';
import { stockedSku } from './support/site-fixtures';
import { pageTypes } from './support/small-screen-fixtures';

// What a shopper reads around filled-in values: no doubled period after an abbreviation
// ("Monterrey, N.L.."), no word glued to a value ("Despachar aSantiago").
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

/** Text defects in the page's visible text, with some context each. */
async function textDefects(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as laid out and shown is what a shopper reads
  const text = await page.evaluate(() => document.body.innerText);
  const patterns = [
    // two periods, not an ellipsis
    /(?<!\.)\.\.(?!\.)/g,
    // a short word glued to a capitalised value: "aSantiago", "emSão", "deMonterrey"
    /(?<![\p{L}\d])(?:a|al|de|del|en|em|para|por|con|com|da|do|na|ao)(?=\p{Lu}\p{Ll})/gu,
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => text.slice(Math.max(0, match.index - 30), match.index + 30)),
  );
}

for (const tenant of ['cl', 'br', 'mx'] as const) {
  test.describe(tenant, () => {
    for (const { name, path } of pageTypes(tenant)) {
      test(`${name}: no doubled period, no word glued to a value`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('astro-island[ssr]:is([client="load"], [client="idle"])')).toHaveCount(0, {
          timeout: 20_000,
        });
        expect(await textDefects(page)).toEqual([]);
      });
    }
  });
}

test.describe('a zone whose name ends in an abbreviation', () => {
  test.use({ javaScriptEnabled: false });

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
    expect(await textDefects(page)).toEqual([]);
  });
});
