import { expect, test } from '@playwright/test';
import { otherZone } from './support/site-fixtures';

const sites = [
  {
    tenant: 'cl',
    lang: 'es-CL',
    fallbackZone: '13101',
    fallbackLabel: 'Santiago',
    search: 'Buscar productos',
    help: [
      { link: 'Preguntas frecuentes', title: 'Preguntas frecuentes' },
      { link: 'Tarjeta CMR', title: 'Tarjeta CMR' },
      { link: 'Garantía de satisfacción', title: 'Garantía de satisfacción' },
      { link: 'Guía de cálculo de materiales', title: 'Guía de cálculo: pintura y pisos' },
    ],
    departments: 'Departamentos destacados',
    otherLanguage: /Carrinho|Perguntas|Buscar produtos|Frete grátis/,
  },
  {
    tenant: 'br',
    lang: 'pt-BR',
    fallbackZone: '3550308',
    fallbackLabel: 'São Paulo - SP',
    search: 'Buscar produtos',
    help: [
      { link: 'Perguntas frequentes', title: 'Perguntas frequentes' },
      { link: 'Cartão CMR', title: 'Cartão CMR' },
      { link: 'Garantia de satisfação', title: 'Garantia de satisfação' },
      { link: /Guia de cálculo/, title: 'Guia de cálculo: tinta e pisos' },
    ],
    departments: 'Departamentos em destaque',
    otherLanguage: /Carro de compras|Preguntas|Buscar productos|Despacho gratis/,
  },
  {
    tenant: 'mx',
    lang: 'es-MX',
    fallbackZone: '09015',
    fallbackLabel: 'Ciudad de México',
    search: 'Buscar productos',
    help: [
      { link: 'Preguntas frecuentes', title: 'Preguntas frecuentes' },
      { link: 'Tarjeta CMR', title: 'Tarjeta CMR' },
      { link: 'Garantía de satisfacción', title: 'Garantía de satisfacción' },
      { link: 'Guía de cálculo de materiales', title: 'Guía de cálculo: pintura y pisos' },
    ],
    departments: 'Departamentos destacados',
    otherLanguage: /Carrinho|Perguntas|Buscar produtos|Frete grátis/,
  },
];

for (const site of sites) {
  test(`${site.tenant}: the header search submits the term to the search page`, async ({ page }) => {
    await page.goto(`/${site.tenant}/`);
    const search = page.getByRole('search');
    // a searchbox without JavaScript, the typeahead's combobox once its island runs: found by its label
    await search.getByLabel(site.search, { exact: true }).fill('pintura latex');
    // The search page belongs to another pass; the form's job is the request it makes.
    const [request] = await Promise.all([page.waitForRequest(/\/search\?/), search.getByRole('button').click()]);
    const url = new URL(request.url());
    expect(url.pathname).toBe(`/${site.tenant}/search`);
    expect(url.searchParams.get('Ntt')).toBe('pintura latex');
  });

  test(`${site.tenant}: the home shows departments linking to categories and no other language`, async ({ page }) => {
    await page.goto(`/${site.tenant}/`);
    const departments = page.getByRole('region', { name: site.departments });
    await expect(departments.getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`^/${site.tenant}/category/[^/]+/[a-z0-9-]+/$`),
    );
    await expect(page.locator('body')).not.toContainText(site.otherLanguage);
  });

  test(`${site.tenant}: the region label is the fallback, then the saved zone's`, async ({ page, baseURL }) => {
    await page.goto(`/${site.tenant}/`);
    await expect(page.getByRole('banner').locator('[data-region-label]')).toHaveText(site.fallbackLabel);
    const zone = otherZone(site.tenant, site.fallbackZone);
    // page.request shares the browser's cookies: the zone cookies it gets are the page's.
    const saved = await page.request.post(`/api/${site.tenant}/save-location-info`, {
      data: { zoneId: zone.id },
      headers: { origin: baseURL ?? '' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.reload();
    await expect(page.getByRole('banner').locator('[data-region-label]')).toHaveText(zone.label);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const site of sites) {
    test(`${site.tenant}: every help link of the footer opens its landing page`, async ({ page }) => {
      for (const help of site.help) {
        await page.goto(`/${site.tenant}/`);
        const link = page.getByRole('contentinfo').getByRole('link', { name: help.link });
        const href = await link.getAttribute('href');
        expect(href).toMatch(new RegExp(`^/${site.tenant}/landing/[a-z0-9-]+/[a-z0-9-]+/$`));
        const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(href ?? '')), link.click()]);
        expect(response.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(help.title);
        await expect(page.locator('body')).not.toContainText(site.otherLanguage);
      }
    });

    test(`${site.tenant}: an unknown landing page answers 404 with the error page`, async ({ page }) => {
      const response = await page.goto(`/${site.tenant}/landing/no-existe/tampoco/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  test('cl: a landing URL in upper case or with a wrong slug redirects to its own address', async ({ request }) => {
    for (const path of ['/cl/landing/AYUDA/Preguntas-Frecuentes/', '/cl/landing/ayuda/otro-nombre/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe('/cl/landing/ayuda/preguntas-frecuentes/');
    }
  });
});
