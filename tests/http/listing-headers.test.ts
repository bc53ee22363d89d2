import { describe, expect, it } from 'vitest';
import { solidPng } from '../support/solid-png';
import { baseUrl } from './client';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function get(path: string, userAgent = browser) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'user-agent': userAgent }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

async function upload(tenant: string, bytes: Uint8Array, type: string, name: string) {
  const form = new FormData();
  form.append('image', new Blob([bytes as BlobPart], { type }), name);
  const response = await fetch(`${baseUrl}/${tenant}/search-by-image`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { origin: baseUrl },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('listing cache headers (docs/rendering-and-caching.md)', () => {
  it.each([
    ['cl', '/cl/search?Ntt=pintura'],
    ['br', '/br/search/tinta/'],
    ['mx', '/mx/category/catg10000/pinturas/'],
  ])(
    '%s listing %s may be kept by a shared cache per cookie, and is revalidated by browsers',
    async (_tenant, path) => {
      const { status, headers } = await get(path);
      expect(status).toBe(200);
      // the islands fill in the shopper: the HTML follows the zone cookie only, so a shared cache
      // keyed on the Cookie header may keep it (src/server/cache/provider.ts)
      expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(headers.get('vary')?.toLowerCase()).toContain('cookie');
    },
  );

  it.each([
    ['an unknown category', '/cl/category/nope123/x/', 404],
    ['the error route', '/_error?statusCode=500&tenant=br', 500],
  ])('%s is never cached', async (_name, path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('canonical and robots (docs/search-and-listings.md SEO)', () => {
  it('the error page has a canonical link (the address asked for) and noindex', async () => {
    const { status, text } = await get('/mx/category/nope123/x/');
    expect(status).toBe(404);
    expect(robotsOf(text)).toBe('noindex');
    expect(canonicalOf(text)).toBe('https://www.andamio.com.mx/mx/category/nope123/x/');
    const error = await get('/_error?statusCode=500&tenant=br');
    expect(canonicalOf(error.text)).toMatch(/^https:\/\/www\.andamio\.com\.br\/_error\?/);
  });

  it('the no-results page has a canonical link and noindex', async () => {
    const { status, text } = await get('/no-search-result?Ntt=xyzzy&tenant=cl');
    expect(status).toBe(200);
    expect(robotsOf(text)).toBe('noindex');
    expect(canonicalOf(text)).toContain('/no-search-result?Ntt=xyzzy');
  });

  it('a listing variant is noindex,follow with the base listing as canonical; the base is indexable', async () => {
    const variant = await get('/cl/category/catg10000/pinturas/?f.color=gris');
    expect(robotsOf(variant.text)).toBe('noindex,follow');
    expect(canonicalOf(variant.text)).toBe('https://www.andamio.cl/cl/category/catg10000/pinturas/');
    const base = await get('/cl/category/catg10000/pinturas/');
    expect(robotsOf(base.text)).toBeUndefined();
    expect(canonicalOf(base.text)).toBe('https://www.andamio.cl/cl/category/catg10000/pinturas/');
  });

  it('pages that had a canonical keep it; the cart stays noindex without one', async () => {
    expect(canonicalOf((await get('/br/')).text)).toBe('https://www.andamio.com.br/br/');
    const cart = await get('/cl/cart/');
    expect(robotsOf(cart.text)).toBe('noindex');
    expect(canonicalOf(cart.text)).toBeUndefined();
  });
});

describe('ads and tracking for shoppers, not crawlers (docs/search-and-listings.md)', () => {
  it('a browser gets sponsored cards and the click-stream tracker; Googlebot gets neither', async () => {
    const shopper = await get('/cl/search/pintura/');
    expect(shopper.text).toContain('data-sponsored="true"');
    expect(shopper.text).toContain('Patrocinado');
    expect(shopper.text).toMatch(/<astro-island[^>]*component-url="\/_astro\/ClickTracker\./);
    // GTM loads Google's servers: only where GTM_ENABLED=true, never in tests
    expect(shopper.text).not.toContain('googletagmanager');
    const crawler = await get('/cl/search/pintura/', googlebot);
    expect(crawler.status).toBe(200);
    expect(crawler.text).not.toContain('data-sponsored');
    expect(crawler.text).not.toContain('ClickTracker');
    expect(crawler.text).not.toContain('googletagmanager');
  });
});

describe('search by image (docs/search-and-listings.md)', () => {
  it('stores a PNG and shows products of its colour', async () => {
    const posted = await upload('cl', solidPng([0x1e, 0x63, 0xb5]), 'image/png', 'azul.png');
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location') ?? '';
    expect(location).toMatch(/^\/cl\/search-by-image\/[0-9a-f-]{36}$/);
    const results = await get(location);
    expect(results.status).toBe(200);
    expect(results.text).toContain('Productos parecidos a tu imagen');
    expect(robotsOf(results.text)).toBe('noindex');
  });

  it('sends a picture of no catalogue colour to the no-results page for images', async () => {
    const posted = await upload('br', solidPng([0xff, 0x00, 0xff]), 'image/png', 'magenta.png');
    const results = await get(posted.headers.get('location') ?? '');
    expect(results.status).toBe(302);
    expect(results.headers.get('location')).toContain('isSearchByImage=true');
  });

  it('refuses a file that is not an image, in the tenant language', async () => {
    const posted = await upload('br', new TextEncoder().encode('not an image'), 'image/png', 'foto.png');
    expect(posted.status).toBe(400);
    expect(posted.text).toContain('O arquivo não é uma imagem.');
    expect(posted.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for an unknown picture', async () => {
    expect((await get('/mx/search-by-image/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
