import { describe, expect, it } from 'vitest';
import { tenants } from '../../src/tenants/registry';
import { api } from './client';

interface Banner {
  id: string;
  position: string;
  title: string;
  text: string | null;
  link: { href: string; text: string | null } | null;
  startsAt: string;
  endsAt: string | null;
}
interface Page {
  id: string;
  slug: string;
  url: string;
  title: string;
  description: string;
  html: string;
  blocks: { type: string }[];
}

/** Every banner a caller receives is showing now (started, not ended). */
function expectShowingNow(banners: Banner[]) {
  const now = Date.now();
  for (const banner of banners) {
    expect(Date.parse(banner.startsAt)).toBeLessThanOrEqual(now);
    if (banner.endsAt !== null) expect(Date.parse(banner.endsAt)).toBeGreaterThan(now);
  }
}

describe('GET header-banner (fetchHeaderBanner)', () => {
  it.each([...tenants.keys()])('%s: header banners showing now, free shipping first', async (tenant) => {
    const { status, body, headers } = await api<{ banners: Banner[] }>(`/api/${tenant}/header-banner`);
    expect(status).toBe(200);
    const banners = body.data?.banners ?? [];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.every((banner) => banner.position === 'header')).toBe(true);
    expectShowingNow(banners);
    expect(banners.some((banner) => banner.title.includes('2 h'))).toBe(true);
    expect(headers.get('cache-control')).toContain('max-age');
  });

  it('fills the free-shipping threshold from the tenant configuration, in its language and currency', async () => {
    const cl = await api<{ banners: Banner[] }>('/api/cl/header-banner');
    expect(cl.body.data?.banners[0]?.title).toBe('Despacho gratis sobre $ 49.990');
    const br = await api<{ banners: Banner[] }>('/api/br/header-banner');
    expect(br.body.data?.banners[0]?.title).toBe('Frete grátis acima de R$ 299,00');
    const mx = await api<{ banners: Banner[] }>('/api/mx/header-banner');
    expect(mx.body.data?.banners.map((banner) => banner.id)).toContain('pagos-a-meses');
  });

  it('refuses a tenant header that names another tenant', async () => {
    const { status, body } = await api('/api/cl/header-banner', { headers: { 'x-tenant-id': 'pe' } });
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ code: 'CORE_VALIDATION_ERROR', field: 'x-tenant-id' });
  });

  it('an unknown tenant is 404 in the envelope', async () => {
    const { status, body } = await api('/api/xx/header-banner');
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });
});

describe('GET content-banner (fetchContentBanner)', () => {
  it('home hero banners showing now; a campaign that ended is gone', async () => {
    const { status, body } = await api<{ position: string; banners: Banner[] }>(
      '/api/cl/content-banner?position=home-hero',
    );
    expect(status).toBe(200);
    expect(body.data?.position).toBe('home-hero');
    const banners = body.data?.banners ?? [];
    expect(banners.length).toBeGreaterThan(0);
    expectShowingNow(banners);
    // The CyberDay banner ran 1–4 June 2026.
    expect(banners.map((banner) => banner.id)).not.toContain('cyber');
  });

  it.each(['home-secondary', 'listing', 'no-results'])('position %s has banners for every tenant', async (position) => {
    for (const tenant of tenants.keys()) {
      const { status, body } = await api<{ banners: Banner[] }>(`/api/${tenant}/content-banner?position=${position}`);
      expect(status).toBe(200);
      expect(body.data?.banners.length).toBeGreaterThan(0);
    }
  });

  it('a limit keeps the first banners', async () => {
    const { body } = await api<{ banners: Banner[] }>('/api/cl/content-banner?position=home-secondary&limit=1');
    expect(body.data?.banners.map((banner) => banner.id)).toEqual(['calcula-tu-pintura']);
  });

  it.each([
    ['no position', '', 'position', 'La posición del banner no es válida.'],
    ['an unknown position', '?position=footer', 'position', 'La posición del banner no es válida.'],
    ['two positions', '?position=header&position=listing', 'position', 'La posición del banner no es válida.'],
    ['a limit of 0', '?position=header&limit=0', 'limit', 'Revisa este campo.'],
    ['a huge limit', '?position=header&limit=99999999999', 'limit', 'Revisa este campo.'],
    ['a limit in words', '?position=header&limit=two', 'limit', 'Revisa este campo.'],
  ])('refuses %s: 400 naming the field', async (_name, query, field, message) => {
    const { status, body } = await api(`/api/cl/content-banner${query}`);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ code: 'CORE_VALIDATION_ERROR', field, message }]);
  });

  it('speaks Portuguese on a Brazilian site', async () => {
    const { body } = await api('/api/br/content-banner?position=footer');
    expect(body.errors?.[0]?.message).toBe('A posição do banner não é válida.');
  });
});

describe('GET smart-banner/{id}', () => {
  it('one banner showing now, by id', async () => {
    const { status, body } = await api<Banner>('/api/cl/smart-banner/garantia-30-dias');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 'garantia-30-dias',
      position: 'home-secondary',
      link: { href: tenants.get('cl')?.productGuaranteeSeeMoreLink },
    });
  });

  it.each([
    ['an unknown id', '/api/cl/smart-banner/no-existe'],
    ['a campaign that ended', '/api/cl/smart-banner/cyber'],
    ['another tenant’s banner', '/api/cl/smart-banner/frete-gratis'],
    ['an id of symbols', '/api/cl/smart-banner/%3Cscript%3E'],
  ])('%s is 404', async (_name, path) => {
    const { status, body } = await api(path);
    expect(status).toBe(404);
    expect(body.errors).toEqual([
      { code: 'NOT_FOUND', field: 'id', message: 'Este banner no existe o ya no está vigente.' },
    ]);
  });
});

describe('GET content/{page}', () => {
  const helpLinks = (tenant: string) => {
    const config = tenants.get(tenant as never);
    if (!config) throw new Error(tenant);
    return [
      config.faqPageLink,
      config.cmrPageLink.withCmrPrice,
      config.cmrPageLink.withoutCmrPrice,
      config.productGuaranteeSeeMoreLink,
      config.calculationGuide,
    ];
  };

  it.each([...tenants.keys()])('%s: every help page the tenant configuration links to exists', async (tenant) => {
    for (const link of helpLinks(tenant)) {
      const [, , , id, slug] = link.split('/');
      const { status, body } = await api<Page>(`/api/${tenant}/content/${id}/${slug}`);
      expect(status, link).toBe(200);
      expect(body.data?.url).toBe(link);
      expect(body.data?.html.length).toBeGreaterThan(200);
    }
  });

  it('the FAQ has questions and answers in the tenant language', async () => {
    const cl = await api<Page & { blocks: { type: string; items: { question: string }[] }[] }>(
      '/api/cl/content/ayuda/preguntas-frecuentes',
    );
    expect(cl.body.data?.blocks[0]?.type).toBe('faq');
    expect(cl.body.data?.blocks[0]?.items[0]?.question).toBe('¿Cuánto cuesta el despacho y cuándo es gratis?');
    const ar = await api<Page & { blocks: { items: { answer: string }[] }[] }>(
      '/api/ar/content/ayuda/preguntas-frecuentes',
    );
    expect(ar.body.data?.blocks[0]?.items.map((item) => item.answer).join(' ')).toContain('podés');
    const br = await api<Page>('/api/br/content/ajuda/perguntas-frequentes');
    expect(br.body.data?.title).toBe('Perguntas frequentes');
  });

  it('the guarantee states 30 days and up to 3 years; the guide the standard openings and 10% for floors', async () => {
    const guarantee = await api<Page>('/api/pe/content/garantia/garantia-de-satisfaccion');
    expect(guarantee.body.data?.html).toContain('30 días');
    expect(guarantee.body.data?.html).toContain('hasta 3 años');
    const guide = await api<Page>('/api/co/content/guia/guia-de-calculo');
    expect(guide.body.data?.html).toContain('1,89 m²');
    expect(guide.body.data?.html).toContain('10%');
    expect(guide.body.data?.html).toContain('id="pintura"');
  });

  it('by id alone, the first page of that id (the CMR card before the CMR price)', async () => {
    const { body } = await api<Page>('/api/cl/content/cmr');
    expect(body.data?.slug).toBe('tarjeta-cmr');
  });

  it('content/ lists the tenant’s pages', async () => {
    const { status, body } = await api<{ pages: Page[] }>('/api/uy/content/');
    expect(status).toBe(200);
    expect(body.data?.pages.map((page) => page.url).sort()).toEqual(
      [...helpLinks('uy'), '/uy/landing/no-search-result/sin-resultados/'].sort(),
    );
  });

  it.each([
    ['an unknown page', '/api/cl/content/no-existe'],
    ['a slug of another page', '/api/cl/content/cmr/preguntas-frecuentes'],
    ['another tenant’s page', '/api/cl/content/ajuda/perguntas-frequentes'],
    ['too many segments', '/api/cl/content/ayuda/preguntas-frecuentes/extra'],
    ['upper case', '/api/cl/content/AYUDA'],
    ['a very long id', `/api/cl/content/${'a'.repeat(2000)}`],
  ])('%s is 404', async (_name, path) => {
    const { status, body } = await api(path);
    expect(status).toBe(404);
    expect(body.errors?.[0]?.code).toBe('NOT_FOUND');
  });
});

interface NoResults {
  term: string;
  message: string;
  tipsTitle: string;
  tips: string[];
  didYouMean: { term: string; url: string; message: string } | null;
  banner: Banner | null;
  page: Page | null;
  suggestions: {
    categories: { id: string; name: string; url: string }[];
    products: { id: string; url: string; price: { current: number } | null }[];
  };
}

describe('GET no-search-result (fetch-no-search-result)', () => {
  it('the message (docs/content-and-landings.md) and tips, a correction, the banner, the page and suggestions', async () => {
    const { status, body } = await api<NoResults>('/api/cl/no-search-result?Ntt=pintrua');
    expect(status).toBe(200);
    const data = body.data as NoResults;
    expect(data.message).toBe('No encontramos resultados para «pintrua».');
    expect(data.tipsTitle).toBe('Te recomendamos:');
    expect(data.tips).toEqual([
      'Usar términos más generales.',
      'Revisar la ortografía.',
      'Buscar con una o dos palabras.',
    ]);
    expect(data.didYouMean).toEqual({
      term: 'pintura',
      url: '/cl/search?Ntt=pintura',
      message: '¿Quisiste decir «pintura»?',
    });
    expect(data.banner?.position).toBe('no-results');
    expect(data.page?.id).toBe('no-search-result');
    expect(data.suggestions.categories.length).toBeGreaterThan(2);
    expect(data.suggestions.categories[0]?.url).toMatch(/^\/cl\/category\//);
    expect(data.suggestions.products.length).toBe(8);
    expect(data.suggestions.products.every((product) => product.price !== null)).toBe(true);
  });

  it('in Portuguese, with the tips of docs/content-and-landings.md', async () => {
    const { body } = await api<NoResults>('/api/br/no-search-result?sTerm=xyzqwv');
    expect(body.data?.message).toBe('Não encontramos resultados para "xyzqwv".');
    expect(body.data?.tips).toEqual([
      'Usar termos mais gerais.',
      'Verificar a ortografia.',
      'Pesquisar com uma ou duas palavras.',
    ]);
    expect(body.data?.didYouMean).toBeNull();
  });

  it('a search by image may come without a term, and gets photo tips', async () => {
    const { status, body } = await api<NoResults>('/api/mx/no-search-result?isSearchByImage=true');
    expect(status).toBe(200);
    expect(body.data?.message).toBe('No encontramos productos parecidos a tu foto.');
    expect(body.data?.tips[0]).toBe('Usa una foto con buena luz y sin reflejos.');
  });

  it('a malformed zone cookie falls back to the tenant’s zone', async () => {
    const { status } = await api('/api/cl/no-search-result?Ntt=x', { headers: { cookie: 'zone=%%%garbage' } });
    expect(status).toBe(200);
  });

  it.each([
    ['no term', '', 'Ntt', 'Indica el término que se buscó.'],
    ['a blank term', '?Ntt=%20%20', 'Ntt', 'Indica el término que se buscó.'],
    ['a term too long', `?Ntt=${'a'.repeat(101)}`, 'Ntt', 'El término buscado puede tener como máximo 100 caracteres.'],
    ['a flag that is no boolean', '?Ntt=x&isSearchByImage=yes', 'isSearchByImage', 'Revisa este campo.'],
    ['a malformed zone', '?Ntt=x&zone=../../', 'zone', 'Revisa este campo.'],
    ['an unknown zone', '?Ntt=x&zone=ZZZ999', 'zone', 'Revisa este campo.'],
  ])('refuses %s: 400 naming the field', async (_name, query, field, message) => {
    const { status, body } = await api(`/api/cl/no-search-result${query}`);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ code: 'CORE_VALIDATION_ERROR', field, message }]);
  });
});
