import { describe, expect, it } from 'vitest';
import { baseUrl } from './client';

/**
 * What a shopper of each site must see on its home page: its language, its name, money in its own
 * format, the instalments banner where the site offers instalments, the help link to its own
 * landing; and what crawlers read of the retailer and its search (JSON-LD). All nine sites: the
 * server's HTML says it all, no browser needed.
 */
const homes = [
  ['cl', 'es-CL', 'Andamio Chile', 'Tu proyecto empieza aquí', 'Despacho gratis en compras sobre $ 49.990', false],
  ['pe', 'es-PE', 'Andamio Perú', 'Tu proyecto empieza aquí', 'Despacho gratis en compras sobre S/ 199.00', false],
  ['co', 'es-CO', 'Andamio Colombia', 'Tu proyecto empieza aquí', 'Despacho gratis en compras sobre $ 199.900', false],
  ['ar', 'es-AR', 'Andamio Argentina', 'Tu proyecto empieza aquí', 'Despacho gratis en compras sobre $ 99.999', true],
  ['br', 'pt-BR', 'Andamio Brasil', 'Seu projeto começa aqui', 'Frete grátis em compras acima de R$ 299,00', false],
  ['mx', 'es-MX', 'Andamio México', 'Tu proyecto empieza aquí', 'Despacho gratis en compras sobre $ 1,499.00', true],
  ['uy', 'es-UY', 'Andamio Uruguay', 'Tu proyecto empieza aquí', 'Despacho gratis en compras sobre $ 3.990', true],
  ['homy', 'es-CL', 'Homy', 'Tu proyecto empieza aquí', 'Despacho gratis en compras sobre $ 39.990', false],
  ['obra', 'pt-BR', 'Obra', 'Seu projeto começa aqui', 'Frete grátis em compras acima de R$ 499,00', false],
] as const;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** An element's text as a shopper reads it: tags dropped, entities decoded, white space collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** The inside of the first `<tag …>…</tag>` of the page (banner: header, contentinfo: footer). */
function inside(html: string, tag: string): string {
  const found = new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(html)?.[0];
  if (!found) throw new Error(`The page has no <${tag}>`);
  return found;
}

const headingsOf = (html: string, level = '[1-6]') =>
  [...html.matchAll(new RegExp(`<h(${level})[^>]*>([\\s\\S]*?)</h\\1>`, 'g'))].map((match) => textOf(match[2] ?? ''));

/** The links of a part of the page: their href and accessible name (aria-label, else their text). */
const linksOf = (html: string) =>
  [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = '', text = '']) => ({
    href: /(?:^|\s)href="([^"]*)"/.exec(attributes)?.[1] ?? '',
    name: textOf(/aria-label="([^"]*)"/.exec(attributes)?.[1] ?? text),
  }));

async function home(tenant: string) {
  const response = await fetch(`${baseUrl}/${tenant}/`);
  return { status: response.status, html: await response.text() };
}

describe.each(homes)('%s home page', (tenant, lang, siteName, heading, freeShipping, instalments) => {
  it(`speaks ${lang}, names the site and shows money in its currency`, async () => {
    const { status, html } = await home(tenant);
    expect(status).toBe(200);
    expect(/<html[^>]*\slang="([^"]*)"/.exec(html)?.[1]).toBe(lang);
    expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')).toMatch(new RegExp(`^${siteName}: `));
    const banner = linksOf(inside(html, 'header')).filter((link) => link.name.includes(siteName));
    expect(banner, 'a link in the banner named after the site').not.toEqual([]);
    expect(headingsOf(html, '1')).toEqual([heading]);
    // a heading that says it (Playwright's heading-by-name lookup matched a part of the name too)
    expect(headingsOf(html).filter((text) => text.includes(freeShipping))).toHaveLength(1);
    const instalmentBanners = headingsOf(html).filter((text) => /hasta 10 cuotas|até 10 parcelas/.test(text));
    expect(instalmentBanners).toHaveLength(instalments ? 1 : 0);
    const help = linksOf(inside(html, 'footer')).find((link) =>
      /Preguntas frecuentes|Perguntas frequentes/.test(link.name),
    );
    expect(help?.href).toMatch(new RegExp(`^/${tenant}/landing/`));
  });

  it('describes the retailer and its search to crawlers (JSON-LD)', async () => {
    const { html } = await home(tenant);
    const items = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
    );
    const organization = items.find((item) => item['@type'] === 'Organization');
    const website = items.find((item) => item['@type'] === 'WebSite') as
      | { potentialAction: { target: { urlTemplate: string } } }
      | undefined;
    expect(organization?.name).toBe(siteName);
    expect(new URL(String(organization?.url)).pathname).toBe(`/${tenant}/`);
    expect(website?.potentialAction.target.urlTemplate).toMatch(
      new RegExp(`/${tenant}/search\\?Ntt=\\{search_term_string\\}$`),
    );
  });
});
