import { expect, type Page, test } from '@playwright/test';
import { catalogues, type Lang } from '../../src/lib/messages';
import { dataWords, listingIds, outOfStockSku, skuWithWarranty, wordsOf } from './support/site-wide-fixtures';

/**
 * Acceptance of issue 5: every page in both languages shows no string from the other language
 * and no untranslated key. The text checked is what a shopper reads or hears: the title, the
 * rendered text and the aria-label, placeholder, title and alt attributes.
 *
 * "Other language" is every word (3+ letters) of the other catalogue that the page's own
 * catalogue never uses and that the tenant's own data (products, brands, stores, reviews,
 * content files) never contains: a product named in Portuguese on a Brazilian page is data,
 * "Carrinho" on a Chilean page is a leak.
 */
const sites = [
  { tenant: 'cl', lang: 'es', other: 'pt', priceGroup: '10' },
  { tenant: 'br', lang: 'pt', other: 'es', priceGroup: '50' },
  { tenant: 'mx', lang: 'es', other: 'pt', priceGroup: '60' },
] as const satisfies { tenant: string; lang: Lang; other: Lang; priceGroup: string }[];

const keys = Object.keys(catalogues.es);

function foreignWords(site: (typeof sites)[number]): Set<string> {
  const own = new Set(Object.values(catalogues[site.lang]).flatMap(wordsOf));
  const data = dataWords(site.tenant);
  return new Set(
    Object.values(catalogues[site.other])
      .flatMap(wordsOf)
      .filter((word) => !own.has(word) && !data.has(word)),
  );
}

async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = ['aria-label', 'placeholder', 'title', 'alt'];
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((element) =>
      names.map((name) => element.getAttribute(name) ?? ''),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, without scripts and styles, is what a shopper reads
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** What is wrong with a page's text: keys shown as such, placeholders left, words of the other language. */
function problemsOf(text: string, foreign: Set<string>): string[] {
  const shownKeys = keys.filter((key) => text.includes(key)).map((key) => `key ${key}`);
  const placeholders = [...new Set(text.match(/\{[a-zA-Z]+\}/g) ?? [])].map((found) => `placeholder ${found}`);
  const words = [...new Set(wordsOf(text).filter((word) => foreign.has(word)))].map((word) => {
    const at = text.toLowerCase().indexOf(word);
    return `word "${word}" in "…${text.slice(Math.max(0, at - 40), at + word.length + 40).replace(/\s+/g, ' ')}…"`;
  });
  return [...shownKeys, ...placeholders, ...words];
}

for (const site of sites) {
  test.describe(`${site.tenant} (${site.lang})`, () => {
    const foreign = foreignWords(site);
    const ids = listingIds(site.tenant);
    const stocked = skuWithWarranty(site.tenant, site.priceGroup);
    const missing = outOfStockSku(site.tenant);
    const term = wordsOf(stocked.name)[0] ?? 'pintura';
    const t = site.tenant;

    const pages: [string, string][] = [
      ['home', `/${t}/`],
      ['product', `/${t}/product/${stocked.productId}/`],
      ['out-of-stock product', `/${t}/product/${missing.productId}/`],
      ['category', `/${t}/category/${ids.categoryId}/`],
      ['brand', `/${t}/brand/${ids.brandSlug}/`],
      ['search', `/${t}/search?Ntt=${encodeURIComponent(term)}`],
      ['collection', `/${t}/collection/${ids.collectionId}/`],
      ['empty cart', `/${t}/cart/`],
      ['account', `/${t}/account/`],
      ['account after a wrong password', `/${t}/account/?error=errors.invalidCredentials`],
      ['password reset', `/${t}/account/password-reset/`],
      ['no results', `/no-search-result?Ntt=zzqxjw&tenant=${t}`],
      ['error page 404', `/${t}/esta-pagina-no-existe/`],
      ['error page 500', `/_error?statusCode=500&tenant=${t}`],
    ];

    for (const [kind, path] of pages) {
      test(`${kind}: ${path}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response, path).not.toBeNull();
        expect(problemsOf(await shownText(page), foreign)).toEqual([]);
      });
    }

    test('landing (the footer FAQ page)', async ({ page }) => {
      await page.goto(`/${t}/`);
      await page.getByRole('contentinfo').getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/${t}/landing/`));
      expect(problemsOf(await shownText(page), foreign)).toEqual([]);
    });

    test('cart with a line, its services and a signed-in header', async ({ page, baseURL }) => {
      const headers = { origin: baseURL ?? '' };
      const added = await page.request.post(`/${t}/cart/?_action=cart.add`, {
        form: { skuId: stocked.skuId, quantity: '1' },
        headers,
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
      const login = await page.request.post(`/${t}/account/?_action=account.login`, {
        form: { kind: 'person', email: 'cliente@andamio.test', password: 'andamio123' },
        headers,
        maxRedirects: 0,
      });
      expect(login.headers().location).toMatch(/\?done=1$/);
      await page.goto(`/${t}/cart/`);
      await expect(page.getByRole('listitem', { name: stocked.name })).toBeVisible();
      expect(problemsOf(await shownText(page), foreign)).toEqual([]);
      await page.goto(`/${t}/account/`);
      expect(problemsOf(await shownText(page), foreign)).toEqual([]);
    });

    test('search by image', async ({ page }) => {
      const response = await page.goto(`/${t}/search-by-image`);
      expect(response?.status()).toBe(200);
      expect(problemsOf(await shownText(page), foreign)).toEqual([]);
    });
  });
}

test('the check finds a leak: a Portuguese word on a Spanish page', () => {
  const foreign = foreignWords(sites[0]);
  expect(foreign.has('carrinho')).toBe(true);
  expect(foreignWords(sites[1]).has('despacho')).toBe(true);
  expect(problemsOf('Tu Carrinho', foreign)).toHaveLength(1);
  expect(problemsOf('site.cart.title', foreign)).toContain('key site.cart.title');
  expect(problemsOf('Hola {name}', foreign)).toEqual(['placeholder {name}']);
});
