import { describe, expect, it } from 'vitest';
import { solidPng } from '../support/solid-png';
import { all, bodyTextOf, byRole, h1Of, nameOf, oneByRole, textOf, withAttribute } from './html-tree';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';

/**
 * Listing extras (issue 5) as a shopper without JavaScript gets them: sponsored cards (never for a
 * crawler), the guided search banner and search by image. cl stands for the Spanish tenants, br
 * for the Portuguese ones.
 */
const sites = [
  {
    tenant: 'cl',
    category: '/cl/category/catg10000/pinturas/',
    guided: { question: '¿Qué color buscas?', choice: 'Gris', facet: 'f.color=gris' },
    search: { path: '/cl/search/pintura/', question: '¿Qué vas a pintar?' },
    words: {
      sponsored: 'Patrocinado',
      count: /^(\d+) productos?$/,
      imageTitle: 'Buscar por imagen',
      imageField: /^Imagen \(PNG o JPG/,
      imageSubmit: 'Buscar productos',
      imageResults: 'Productos parecidos a tu imagen',
      notImage: 'El archivo no es una imagen. Sube una foto PNG o JPG.',
      noMatch: 'No encontramos productos parecidos a tu foto.',
      again: 'Buscar con otra imagen',
    },
  },
  {
    tenant: 'br',
    category: '/br/category/catg10000/tintas/',
    guided: { question: 'Qual cor você procura?', choice: 'Cinza', facet: 'f.color=cinza' },
    search: { path: '/br/search/tinta/', question: 'O que você vai pintar?' },
    words: {
      sponsored: 'Patrocinado',
      count: /^(\d+) produtos?$/,
      imageTitle: 'Pesquisar por imagem',
      imageField: /^Imagem \(PNG ou JPG/,
      imageSubmit: 'Buscar produtos',
      imageResults: 'Produtos parecidos com a sua imagem',
      notImage: 'O arquivo não é uma imagem. Envie uma foto PNG ou JPG.',
      noMatch: 'Não encontramos produtos parecidos com a sua foto.',
      again: 'Pesquisar com outra imagem',
    },
  },
] as const;

type Site = (typeof sites)[number];

/** The listing's result count, read with the tenant's words for it. */
function resultCount(page: HtmlPage, words: RegExp): number {
  const [count] = withAttribute(page.doc, 'data-testid', 'result-count');
  return Number(words.exec(count ? textOf(count) : '')?.[1]);
}

/** The image field, found by its label as a shopper finds it. */
const imageField = (page: HtmlPage, site: Site) => {
  const [field] = all(page.doc, (element) => element.tag === 'input' && site.words.imageField.test(nameOf(element)));
  if (!field) throw new Error(`No field labelled ${site.words.imageField} on ${page.url}`);
  return field;
};

/** Opens the search-by-image form, checks it, and sends it with a file. */
async function uploadImage(visitor: NoJsBrowser, site: Site, name: string, bytes: Uint8Array): Promise<HtmlPage> {
  const form = await visitor.open(`/${site.tenant}/search-by-image`);
  expect(form.status).toBe(200);
  expect(h1Of(form.doc)).toBe(site.words.imageTitle);
  const field = imageField(form, site);
  return visitor.press(
    form,
    oneByRole(form.doc, 'button', site.words.imageSubmit),
    {},
    {
      [field.attrs.name ?? '']: [{ name, type: 'image/png', bytes }],
    },
  );
}

describe.each(sites)('$tenant listing extras', (site) => {
  const { tenant, words } = site;

  it('sponsored cards appear for a shopper and not for Googlebot', async () => {
    const shopper = await new NoJsBrowser().open(site.category);
    const ads = byRole(shopper.doc, 'complementary').filter((aside) => textOf(aside).includes(words.sponsored));
    expect(ads.length).toBeGreaterThan(0);
    const crawler = await NoJsBrowser.crawler().open(site.category);
    expect(crawler.status).toBe(200);
    expect(h1Of(crawler.doc)).not.toBe('');
    expect(bodyTextOf(crawler)).not.toContain(words.sponsored);
  });

  it('the guided banner shows on its search', async () => {
    const page = await new NoJsBrowser().open(site.search.path);
    const banner = oneByRole(page.doc, 'region', site.search.question);
    expect(byRole(banner, 'link').length).toBeGreaterThanOrEqual(2);
  });

  it('search by image: a PNG upload shows matching products', async () => {
    const results = await uploadImage(new NoJsBrowser(), site, 'foto.png', solidPng([0xff, 0xff, 0xff]));
    expect(results.redirects[0]?.status).toBe(303);
    expect(results.url).toMatch(new RegExp(`^/${tenant}/search-by-image/[0-9a-f-]{36}$`));
    expect(h1Of(results.doc)).toBe(words.imageResults);
    expect(resultCount(results, words.count)).toBeGreaterThan(0);
    expect(byRole(results.doc, 'article').length).toBeGreaterThan(0);
  });

  it('search by image: a picture of no catalogue colour lands on the no-results page', async () => {
    const visitor = new NoJsBrowser();
    const page = await uploadImage(visitor, site, 'magenta.png', solidPng([0xff, 0x00, 0xff]));
    expect(page.url).toMatch(/^\/no-search-result\?.*isSearchByImage=true/);
    expect(h1Of(page.doc)).toBe(words.noMatch);
    const again = await visitor.click(page, oneByRole(page.doc, 'link', words.again));
    expect(h1Of(again.doc)).toBe(words.imageTitle);
  });

  it('search by image: a file that is not an image shows the error on the form', async () => {
    const page = await uploadImage(new NoJsBrowser(), site, 'notas.png', new TextEncoder().encode('no soy una imagen'));
    expect(page.status).toBe(400);
    expect(byRole(page.doc, 'alert').map(textOf)).toEqual([words.notImage]);
    expect(imageField(page, site).attrs['aria-invalid']).toBe('true');
  });
});

describe.each([
  ...sites.map(({ tenant, category, guided, words }) => ({ tenant, category, guided, count: words.count })),
  // mx's banner offers colours of its own catalogue
  {
    tenant: 'mx',
    category: '/mx/category/catg10000/pinturas/',
    guided: { question: '¿Qué color buscas?', choice: 'Nogal', facet: 'f.color=nogal' },
    count: /^(\d+) productos?$/,
  },
])('$tenant guided banner', ({ category, guided, count }) => {
  it('its choice narrows the listing, and shows as chosen', async () => {
    const visitor = new NoJsBrowser();
    const listing = await visitor.open(category);
    const before = resultCount(listing, count);
    const banner = oneByRole(listing.doc, 'region', guided.question);
    const narrowed = await visitor.click(listing, oneByRole(banner, 'link', guided.choice));
    expect(narrowed.url).toContain(guided.facet);
    const after = resultCount(narrowed, count);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    const chosen = oneByRole(oneByRole(narrowed.doc, 'region', guided.question), 'link', guided.choice);
    expect(chosen.attrs['aria-current']).toBe('true');
  });
});
