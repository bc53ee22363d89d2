import { expect, test } from '@playwright/test';

// What a shopper of each site must see: its language, its name, money in its own format.
const homes = [
  {
    tenant: 'cl',
    lang: 'es-CL',
    siteName: 'Andamio Chile',
    heading: 'Tu proyecto empieza aquí',
    freeShipping: 'Despacho gratis en compras sobre $ 49.990',
    instalments: false,
  },
  {
    tenant: 'pe',
    lang: 'es-PE',
    siteName: 'Andamio Perú',
    heading: 'Tu proyecto empieza aquí',
    freeShipping: 'Despacho gratis en compras sobre S/ 199.00',
    instalments: false,
  },
  {
    tenant: 'co',
    lang: 'es-CO',
    siteName: 'Andamio Colombia',
    heading: 'Tu proyecto empieza aquí',
    freeShipping: 'Despacho gratis en compras sobre $ 199.900',
    instalments: false,
  },
  {
    tenant: 'ar',
    lang: 'es-AR',
    siteName: 'Andamio Argentina',
    heading: 'Tu proyecto empieza aquí',
    freeShipping: 'Despacho gratis en compras sobre $ 99.999',
    instalments: true,
  },
  {
    tenant: 'br',
    lang: 'pt-BR',
    siteName: 'Andamio Brasil',
    heading: 'Seu projeto começa aqui',
    freeShipping: 'Frete grátis em compras acima de R$ 299,00',
    instalments: false,
  },
  {
    tenant: 'mx',
    lang: 'es-MX',
    siteName: 'Andamio México',
    heading: 'Tu proyecto empieza aquí',
    freeShipping: 'Despacho gratis en compras sobre $ 1,499.00',
    instalments: true,
  },
  {
    tenant: 'uy',
    lang: 'es-UY',
    siteName: 'Andamio Uruguay',
    heading: 'Tu proyecto empieza aquí',
    freeShipping: 'Despacho gratis en compras sobre $ 3.990',
    instalments: true,
  },
  {
    tenant: 'homy',
    lang: 'es-CL',
    siteName: 'Homy',
    heading: 'Tu proyecto empieza aquí',
    freeShipping: 'Despacho gratis en compras sobre $ 39.990',
    instalments: false,
  },
  {
    tenant: 'obra',
    lang: 'pt-BR',
    siteName: 'Obra',
    heading: 'Seu projeto começa aqui',
    freeShipping: 'Frete grátis em compras acima de R$ 499,00',
    instalments: false,
  },
];

for (const home of homes) {
  test(`${home.tenant}: the home page speaks ${home.lang} and shows money in its currency`, async ({ page }) => {
    const response = await page.goto(`/${home.tenant}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page).toHaveTitle(new RegExp(`^${home.siteName}: `));
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(home.siteName) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
    await expect(page.getByRole('heading', { name: home.freeShipping })).toBeVisible();
    const instalments = page.getByRole('heading', { name: /hasta 10 cuotas|até 10 parcelas/ });
    await expect(instalments).toHaveCount(home.instalments ? 1 : 0);
    const help = page.getByRole('contentinfo').getByRole('link', { name: /Preguntas frecuentes|Perguntas frequentes/ });
    await expect(help).toHaveAttribute('href', new RegExp(`^/${home.tenant}/landing/`));
  });
}

for (const tenant of ['cl', 'br', 'mx']) {
  test(`${tenant}: the home page describes the retailer and its search to crawlers (JSON-LD)`, async ({ page }) => {
    await page.goto(`/${tenant}/`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const organization = items.find((item) => item['@type'] === 'Organization');
    const website = items.find((item) => item['@type'] === 'WebSite') as
      | { potentialAction: { target: { urlTemplate: string } } }
      | undefined;
    expect(organization?.name).toBe(homes.find((home) => home.tenant === tenant)?.siteName);
    expect(new URL(String(organization?.url)).pathname).toBe(`/${tenant}/`);
    const template = website?.potentialAction.target.urlTemplate ?? '';
    expect(template).toMatch(new RegExp(`/${tenant}/search\\?Ntt=\\{search_term_string\\}$`));
  });
}
