import { describe, expect, it } from 'vitest';
import { otherZone } from './catalogue-rows';
import { baseUrl } from './client';
import { all, bodyTextOf, byRole, h1Of, langOf, metaOf, nameOf, oneByRole, textOf, withAttribute } from './html-tree';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';

/**
 * The home's header search form and departments, the footer's help links and the content pages
 * they open, as a browser without JavaScript reads them, on cl, br and mx.
 */
const sites = [
  {
    tenant: 'cl',
    lang: 'es-CL',
    fallback: { zone: '13101', label: 'Santiago' },
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
    fallback: { zone: '3550308', label: 'São Paulo - SP' },
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
    // mx speaks cl's Spanish, but its pages carry its own language tag
    tenant: 'mx',
    lang: 'es-MX',
    fallback: { zone: '09015', label: 'Ciudad de México' },
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
] as const;

describe.each(sites)('$tenant site pages', (site) => {
  const { tenant } = site;

  it('the header search form sends the typed words to the search page', async () => {
    const visitor = new NoJsBrowser();
    const home = await visitor.open(`/${tenant}/`);
    const form = oneByRole(home.doc, 'search');
    const [field] = all(form, (element) => element.tag === 'input' && nameOf(element) === site.search);
    if (!field?.attrs.name) throw new Error(`No field labelled ${site.search} in the header search`);
    const searched = await visitor.press(home, oneByRole(form, 'button'), { [field.attrs.name]: 'pintura latex' });
    const url = new URL(searched.url, baseUrl);
    expect(url.pathname).toBe(`/${tenant}/search`);
    expect(url.searchParams.get('Ntt')).toBe('pintura latex');
  });

  it('the home shows departments linking to categories and no other language', async () => {
    const home = await new NoJsBrowser().open(`/${tenant}/`);
    const [first] = byRole(oneByRole(home.doc, 'region', site.departments), 'link');
    expect(first?.attrs.href).toMatch(new RegExp(`^/${tenant}/category/[^/]+/[a-z0-9-]+/$`));
    expect(bodyTextOf(home)).not.toMatch(site.otherLanguage);
  });

  it("the header's region label is the fallback zone's, then the saved zone's", async () => {
    const visitor = new NoJsBrowser();
    const regionLabel = (page: HtmlPage) =>
      textOf(withAttribute(oneByRole(page.doc, 'banner'), 'data-region-label')[0] ?? page.doc);
    expect(regionLabel(await visitor.open(`/${tenant}/`))).toBe(site.fallback.label);
    const zone = await otherZone(tenant, site.fallback.zone);
    const saved = await visitor.postJson(`/api/${tenant}/save-location-info`, { zoneId: zone.id });
    expect(saved.status, saved.text).toBe(200);
    expect(regionLabel(await visitor.open(`/${tenant}/`))).toBe(zone.label);
  });

  it('every help link of the footer opens its landing page', async () => {
    const visitor = new NoJsBrowser();
    const home = await visitor.open(`/${tenant}/`);
    for (const help of site.help) {
      const link = oneByRole(oneByRole(home.doc, 'contentinfo'), 'link', help.link);
      expect(link.attrs.href).toMatch(new RegExp(`^/${tenant}/landing/[a-z0-9-]+/[a-z0-9-]+/$`));
      const page = await visitor.click(home, link);
      expect(page.status, String(help.link)).toBe(200);
      expect(langOf(page)).toBe(site.lang);
      expect(h1Of(page.doc)).toBe(help.title);
      expect(bodyTextOf(page)).not.toMatch(site.otherLanguage);
    }
  });

  it('an unknown landing page answers 404 with the error page', async () => {
    const page = await new NoJsBrowser().open(`/${tenant}/landing/no-existe/tampoco/`);
    expect(page.status).toBe(404);
    expect(langOf(page)).toBe(site.lang);
    expect(metaOf(page, 'robots')).toBe('noindex');
  });
});

it('cl: a content page URL in upper case or with a wrong slug redirects to its own address', async () => {
  for (const path of ['/cl/landing/AYUDA/Preguntas-Frecuentes/', '/cl/landing/ayuda/otro-nombre/']) {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(302);
    expect(response.headers.get('location')).toBe('/cl/landing/ayuda/preguntas-frecuentes/');
  }
});
