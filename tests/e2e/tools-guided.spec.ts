import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * The guided search banner with JavaScript (docs/tools.md): several colours picked at once, one load of
 * the listing. Its links without JavaScript (one filter at a time) are covered by
 * listing-extras.spec.ts.
 */
const sites = {
  cl: {
    category: '/cl/category/catg10000/pinturas/',
    question: '¿Qué color buscas?',
    picks: [
      ['Blanco', 'blanco'],
      ['Gris', 'gris'],
    ],
    apply: 'Ver resultados',
    clear: 'Quitar selección',
    count: /^(\d+) productos?$/,
  },
  br: {
    category: '/br/category/catg10000/tintas/',
    question: 'Qual cor você procura?',
    picks: [
      ['Branco', 'branco'],
      ['Cinza', 'cinza'],
    ],
    apply: 'Ver resultados',
    clear: 'Limpar seleção',
    count: /^(\d+) produtos?$/,
  },
} as const;

async function resultCount(page: Page, count: RegExp): Promise<number> {
  const text = await page.getByText(count).first().textContent();
  return Number(count.exec(text?.trim() ?? '')?.[1]);
}

/**
 * The banner's island hydrates when the shopper reaches for it (src/directives/interaction.ts
 * listens from the page's load on): the pointer comes over a choice from elsewhere, and the island
 * loses `ssr`.
 */
async function reachFor(banner: Locator, first: string) {
  const page = banner.page();
  await page.waitForLoadState('load');
  await page.mouse.move(0, 0);
  await banner.getByText(first).hover();
  // a first visit to a cold server can take seconds to bring the island's chunks
  await expect(banner.locator('astro-island:not([ssr])')).toHaveCount(1, { timeout: 20_000 });
}

for (const tenant of ['cl', 'br'] as const) {
  const site = sites[tenant];

  test(`${tenant}: several colours of the guided banner narrow the listing at once`, async ({ page }) => {
    const response = await page.goto(site.category);
    expect(response?.status()).toBe(200);
    const before = await resultCount(page, site.count);
    const banner = page.getByRole('region', { name: site.question });
    await reachFor(banner, site.picks[0][0]);
    const apply = banner.getByRole('button', { name: site.apply });
    await expect(apply).toBeDisabled();
    for (const [label] of site.picks) {
      const choice = banner.getByRole('button', { name: label });
      await expect(choice).toHaveAttribute('aria-pressed', 'false');
      await choice.click();
      await expect(choice).toHaveAttribute('aria-pressed', 'true');
    }
    await apply.click();
    for (const [, value] of site.picks) await expect(page).toHaveURL(new RegExp(`f\\.color=${value}(&|$)`));
    const after = await resultCount(page, site.count);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    // the page came back with both picked, as links until the shopper reaches for them again
    const again = page.getByRole('region', { name: site.question });
    for (const [label] of site.picks) {
      await expect(again.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'true');
    }
    await reachFor(again, site.picks[0][0]);
    await again.getByRole('button', { name: site.clear }).click();
    for (const [label] of site.picks) {
      await expect(again.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'false');
    }
    await again.getByRole('button', { name: site.apply }).click();
    await expect(page).not.toHaveURL(/f\.color=/);
    expect(await resultCount(page, site.count)).toBe(before);
  });
}
