import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl } from './client';

interface Ad {
  adId: string;
  campaign: string;
  position: number;
  product: { id: string; name: string; url: string; price: { current: number } | null; delivery: string[] };
}
interface Ads {
  placement: string;
  label: string;
  ads: Ad[];
}

const visitorId = '0b7e4c8a-5d2f-4a9b-8c1e-3f6a2d9e7b10';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let searchAds: Ad[] = [];

beforeAll(async () => {
  const { body } = await api<Ads>('/api/cl/v1/vas/ads?placement=search&term=pintura&limit=12');
  searchAds = body.data?.ads ?? [];
});

const firstAd = () => {
  const ad = searchAds[0];
  if (!ad) throw new Error('the catalogue has no sponsored paint product in cl');
  return ad;
};

describe('GET v1/vas/ads', () => {
  it('sponsored products for a search, as product cards with ad ids, labelled in the tenant language', async () => {
    const { status, body } = await api<Ads>('/api/cl/v1/vas/ads?placement=search&term=pintura');
    expect(status).toBe(200);
    expect(body.data?.label).toBe('Patrocinado');
    const ads = body.data?.ads ?? [];
    expect(ads.length).toBeGreaterThan(0);
    expect(ads.length).toBeLessThanOrEqual(4);
    expect(ads.map((ad) => ad.position)).toEqual(ads.map((_, i) => i + 1));
    for (const ad of ads) {
      expect(ad.adId).toMatch(/^AD\d{5}$/);
      expect(ad.product.url).toMatch(/^\/cl\/product\//);
      expect(ad.product.price).not.toBeNull();
      expect(ad.product.delivery.length).toBeGreaterThan(0);
    }
    expect(new Set(ads.map((ad) => ad.product.id)).size).toBe(ads.length);
  });

  it('a term nothing matches has no ads (never unrelated ones)', async () => {
    const { status, body } = await api<Ads>('/api/cl/v1/vas/ads?placement=search&term=zzqxwv');
    expect(status).toBe(200);
    expect(body.data?.ads).toEqual([]);
  });

  it('for a product page: related sponsored products, never the product itself', async () => {
    const product = firstAd().product.id;
    const { status, body } = await api<Ads>(`/api/cl/v1/vas/ads?placement=product&productId=${product}&limit=12`);
    expect(status).toBe(200);
    expect(body.data?.ads.map((ad) => ad.product.id)).not.toContain(product);
  });

  it('for a category listing', async () => {
    const suggestions = await api<{ suggestions: { categories: { id: string }[] } }>('/api/cl/no-search-result?Ntt=x');
    const departments = suggestions.body.data?.suggestions.categories ?? [];
    let total = 0;
    for (const { id } of departments) {
      const { status, body } = await api<Ads>(`/api/cl/v1/vas/ads?placement=category&categoryId=${id}`);
      expect(status).toBe(200);
      expect(body.data?.placement).toBe('category');
      total += body.data?.ads.length ?? 0;
    }
    expect(total).toBeGreaterThan(0);
  });

  it('speaks Portuguese on a Brazilian site', async () => {
    const { body } = await api<Ads>('/api/br/v1/vas/ads?placement=search&term=tinta');
    expect(body.data?.label).toBe('Patrocinado');
    const refused = await api('/api/br/v1/vas/ads?placement=search');
    expect(refused.body.errors?.[0]?.message).toBe('Informe o termo pesquisado para mostrar anúncios na busca.');
  });

  it.each([
    ['no placement', '', 'placement', 'La ubicación de los anuncios no es válida.'],
    ['an unknown placement', '?placement=home', 'placement', 'La ubicación de los anuncios no es válida.'],
    [
      'a search without a term',
      '?placement=search',
      'term',
      'Indica el término buscado para mostrar anuncios en la búsqueda.',
    ],
    [
      'a blank term',
      '?placement=search&term=%20',
      'term',
      'Indica el término buscado para mostrar anuncios en la búsqueda.',
    ],
    [
      'a category without its id',
      '?placement=category',
      'categoryId',
      'Indica la categoría para mostrar anuncios en ella.',
    ],
    [
      'a product without its id',
      '?placement=product',
      'productId',
      'Indica el producto para mostrar anuncios en su página.',
    ],
    ['a limit of 0', '?placement=search&term=x&limit=0', 'limit', 'Pide entre 1 y 12 anuncios.'],
    ['a limit of 13', '?placement=search&term=x&limit=13', 'limit', 'Pide entre 1 y 12 anuncios.'],
    ['a negative limit', '?placement=search&term=x&limit=-1', 'limit', 'Pide entre 1 y 12 anuncios.'],
    ['a huge limit', '?placement=search&term=x&limit=99999999999999', 'limit', 'Pide entre 1 y 12 anuncios.'],
    ['a term too long', `?placement=search&term=${'a'.repeat(101)}`, 'term', 'Revisa este campo.'],
    ['a malformed product id', '?placement=product&productId=%3Cx%3E', 'productId', 'Revisa este campo.'],
    ['a malformed zone', '?placement=search&term=x&zone=a-b', 'zone', 'Revisa este campo.'],
  ])('refuses %s: 400 naming the field', async (_name, query, field, message) => {
    const { status, body } = await api(`/api/cl/v1/vas/ads${query}`);
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ code: 'CORE_VALIDATION_ERROR', field, message }]);
  });

  it.each([
    ['an unknown category', '?placement=category&categoryId=no-such-category', 'categoryId'],
    ['an unknown product', '?placement=product&productId=999999', 'productId'],
  ])('%s is 404', async (_name, query, field) => {
    const { status, body } = await api(`/api/cl/v1/vas/ads${query}`);
    expect(status).toBe(404);
    expect(body.errors?.[0]).toMatchObject({ code: 'NOT_FOUND', field });
  });
});

describe('POST v1/vas/impression, click, visit', () => {
  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    api<{ recorded: number }>(`/api/cl/v1/vas/${path}`, { json, headers });

  it('records an impression batch: 202 with how many', async () => {
    const adIds = searchAds.slice(0, 3).map((ad) => ad.adId);
    const { status, body } = await post('impression', { adIds, visitorId, pageUrl: '/cl/search?Ntt=pintura' });
    expect(status).toBe(202);
    expect(body).toEqual({ success: true, data: { recorded: adIds.length } });
  });

  it('records a click and the visit it led to', async () => {
    const ad = firstAd();
    const click = await post('click', {
      adId: ad.adId,
      visitorId,
      pageUrl: `${baseUrl}/cl/search?Ntt=pintura`,
      productId: ad.product.id,
    });
    expect(click.status).toBe(202);
    const visit = await post('visit', { adId: ad.adId, visitorId, pageUrl: ad.product.url, productId: ad.product.id });
    expect(visit.status).toBe(202);
    expect(visit.body.data).toEqual({ recorded: 1 });
  });

  it('names every unknown ad id, with its place in the batch', async () => {
    const { status, body } = await post('impression', {
      adIds: [firstAd().adId, 'AD99999', 'NOPE'],
      visitorId,
      pageUrl: '/cl/',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { code: 'CORE_VALIDATION_ERROR', field: 'adIds.1', message: 'El anuncio AD99999 no existe.' },
      { code: 'CORE_VALIDATION_ERROR', field: 'adIds.2', message: 'El anuncio NOPE no existe.' },
    ]);
  });

  it.each([
    ['impression', { adIds: [], visitorId, pageUrl: '/cl/' }, 'adIds', 'Envía al menos 1 anuncio.'],
    [
      'impression',
      { adIds: Array(51).fill('AD00001'), visitorId, pageUrl: '/cl/' },
      'adIds',
      'Envía como máximo 50 anuncios por solicitud.',
    ],
    [
      'impression',
      { adIds: 'AD00001', visitorId, pageUrl: '/cl/' },
      'adIds',
      'El identificador del anuncio no es válido.',
    ],
    [
      'impression',
      { adIds: ['AD 1'], visitorId, pageUrl: '/cl/' },
      'adIds.0',
      'El identificador del anuncio no es válido.',
    ],
    ['click', { adId: 7, visitorId, pageUrl: '/cl/' }, 'adId', 'El identificador del anuncio no es válido.'],
    [
      'click',
      { adId: 'AD00001', visitorId: 'anonymous', pageUrl: '/cl/' },
      'visitorId',
      'El identificador del visitante debe ser un UUID.',
    ],
    [
      'click',
      { adId: 'AD00001', visitorId, pageUrl: 'javascript:alert(1)' },
      'pageUrl',
      'La dirección de la página debe ser una ruta del sitio o una URL http(s).',
    ],
    [
      'click',
      { adId: 'AD00001', visitorId, pageUrl: 'https://evil.example/cl/' },
      'pageUrl',
      'La dirección de la página debe ser de este sitio.',
    ],
    [
      'visit',
      { adId: 'AD00001', visitorId, pageUrl: '/cl/', productId: 'abc' },
      'productId',
      'El código del producto no es válido.',
    ],
    ['visit', { adId: 'AD00001', visitorId, pageUrl: '/cl/', extra: true }, 'body', 'Revisa este campo.'],
    ['click', { visitorId, pageUrl: '/cl/' }, 'adId', 'El identificador del anuncio no es válido.'],
  ])('%s refuses %j: 400 naming the field', async (path, json, field, message) => {
    const { status, body } = await post(path, json);
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ code: 'CORE_VALIDATION_ERROR', field, message });
  });

  it('refuses repeated ads in one batch, and a product that is not the ad’s', async () => {
    const [first, second] = searchAds;
    if (!first || !second) throw new Error('need two sponsored paint products');
    const repeated = await post('impression', { adIds: [first.adId, first.adId], visitorId, pageUrl: '/cl/' });
    expect(repeated.body.errors).toEqual([
      {
        code: 'CORE_VALIDATION_ERROR',
        field: 'adIds.1',
        message: `El anuncio ${first.adId} está repetido en la solicitud.`,
      },
    ]);
    const mismatch = await post('click', {
      adId: first.adId,
      visitorId,
      pageUrl: '/cl/',
      productId: second.product.id,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.[0]).toMatchObject({
      field: 'productId',
      message: `El anuncio ${first.adId} no promociona el producto ${second.product.id}.`,
    });
  });

  it('malformed JSON, another content type and a body too large are refused', async () => {
    const url = '/api/cl/v1/vas/click';
    const bad = await api(url, { method: 'POST', body: '{"adId": ', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { code: 'CORE_VALIDATION_ERROR', field: 'body', message: 'La solicitud no es un JSON válido.' },
    ]);
    const xml = await api(url, { method: 'POST', body: '<click/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    expect(xml.body.errors?.[0]?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await api(url, { json: { adId: 'AD00001', visitorId, pageUrl: `/cl/${'a'.repeat(70_000)}` } });
    expect(big.status).toBe(413);
    expect(big.body.errors?.[0]?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('crawlers are answered 204 and nothing is read or recorded', async () => {
    for (const path of ['impression', 'click', 'visit']) {
      const response = await fetch(`${baseUrl}/api/cl/v1/vas/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': googlebot },
        body: '{ not even json',
      });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
    }
  });

  it('a tenant header naming another tenant is refused', async () => {
    const { status } = await post(
      'click',
      { adId: firstAd().adId, visitorId, pageUrl: '/cl/' },
      { 'x-tenant-id': 'br' },
    );
    expect(status).toBe(400);
  });
});
