import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { startStorefront } from '../support/storefront-process';
import {
  fewReviewsProduct,
  foreignReview,
  forgetTranslations,
  reviewedProductsNearAds,
  topRating,
} from './support/product-extras-fixtures';
import { startTranslationStandIn } from './support/translation-stand-in';

/** The product page's reviews paging and translation, linked and sponsored products (issue 5), without JavaScript. */
const tenants = {
  cl: {
    lang: 'es',
    foreign: 'pt',
    pages: 'Páginas de opiniones',
    page: (n: number) => `Página ${n}`,
    sorts: 'Ordenar opiniones',
    highest: 'Mejor calificadas',
    range: (from: number, to: number) => new RegExp(`^Opiniones ${from} a ${to} de \\d+$`),
    pastEnd: 'Esa página de opiniones no existe: te mostramos la última.',
    writtenIn: 'Escrita en portugués',
    translate: (alias: string) => `Traducir la opinión de ${alias}`,
    translated: 'Traducida automáticamente del portugués',
    showOriginal: 'Ver original',
    linked: 'Complementa tu compra',
    sponsored: 'Productos patrocinados',
    label: 'Patrocinado',
  },
  br: {
    lang: 'pt',
    foreign: 'es',
    pages: 'Páginas de avaliações',
    page: (n: number) => `Página ${n}`,
    sorts: 'Ordenar avaliações',
    highest: 'Melhor avaliadas',
    range: (from: number, to: number) => new RegExp(`^Avaliações ${from} a ${to} de \\d+$`),
    pastEnd: 'Essa página de avaliações não existe: mostramos a última.',
    writtenIn: 'Escrita em espanhol',
    translate: (alias: string) => `Traduzir a avaliação de ${alias}`,
    translated: 'Traduzida automaticamente do espanhol',
    showOriginal: 'Ver original',
    linked: 'Complete sua compra',
    sponsored: 'Produtos patrocinados',
    label: 'Patrocinado',
  },
  mx: {
    lang: 'es',
    foreign: 'pt',
    pages: 'Páginas de opiniones',
    page: (n: number) => `Página ${n}`,
    sorts: 'Ordenar opiniones',
    highest: 'Mejor calificadas',
    range: (from: number, to: number) => new RegExp(`^Opiniones ${from} a ${to} de \\d+$`),
    pastEnd: 'Esa página de opiniones no existe: te mostramos la última.',
    writtenIn: 'Escrita en portugués',
    translate: (alias: string) => `Traducir la opinión de ${alias}`,
    translated: 'Traducida automáticamente del portugués',
    showOriginal: 'Ver original',
    linked: 'Complementa tu compra',
    sponsored: 'Productos patrocinados',
    label: 'Patrocinado',
  },
} as const;
type TenantId = keyof typeof tenants;
const tenantIds = Object.keys(tenants) as TenantId[];

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function productUrl(request: APIRequestContext, tenant: TenantId, productId: string, base = ''): Promise<string> {
  const response = await request.get(`${base}/api/${tenant}/product?productId=${productId}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data.url as string;
}

/** A well-reviewed product (three pages or more) with linked products and sponsored products on its page. */
async function productWithAds(request: APIRequestContext, tenant: TenantId): Promise<string> {
  for (const id of reviewedProductsNearAds(tenant, 21)) {
    const response = await request.get(`/api/${tenant}/sponsored-products?productId=${id}`);
    if (response.ok() && (await response.json()).data.products.length > 0) return id;
  }
  throw new Error(`No reviewed product with sponsored products on ${tenant}`);
}

function reviewList(page: Page) {
  return page.locator('#reviews > ul > li');
}

test.use({ javaScriptEnabled: false });

for (const tenant of tenantIds) {
  const words = tenants[tenant];

  test.describe(`product page extras on ${tenant}`, () => {
    test('pages through the reviews with plain links, keeping the canonical URL', async ({ page, request }) => {
      const productId = await productWithAds(request, tenant);
      const url = await productUrl(request, tenant, productId);
      await page.goto(url);
      await expect(page.locator('[data-reviews-range]')).toHaveText(words.range(1, 10));
      const firstPage = await reviewList(page).first().getAttribute('data-review-id');

      const pager = page.getByRole('navigation', { name: words.pages });
      await pager.getByRole('link', { name: words.page(2) }).click();
      await expect(page).toHaveURL(new RegExp(`${url}\\?reviewsPage=2#reviews$`));
      await expect(page.locator('[data-reviews-range]')).toHaveText(words.range(11, 20));
      await expect(reviewList(page)).toHaveCount(10);
      expect(await reviewList(page).first().getAttribute('data-review-id')).not.toBe(firstPage);
      await expect(pager.locator('[aria-current="page"]')).toHaveText(`${words.page(2)}2`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url}$`));

      // Another order keeps paging in that order, from its first page.
      await page.getByRole('navigation', { name: words.sorts }).getByRole('link', { name: words.highest }).click();
      await expect(page).toHaveURL(new RegExp(`${url}\\?reviewsSort=highest#reviews$`));
      await expect(reviewList(page).first()).toContainText(`${topRating(tenant, productId)} de 5`);
      await pager.getByRole('link', { name: words.page(2) }).click();
      await expect(page).toHaveURL(new RegExp(`${url}\\?reviewsPage=2&reviewsSort=highest#reviews$`));
    });

    test('a reviews page past the last shows the last one with a message', async ({ page, request }) => {
      const url = await productUrl(request, tenant, await productWithAds(request, tenant));
      const response = await page.goto(`${url}?reviewsPage=999`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: words.pastEnd })).toBeVisible();
      const pager = page.getByRole('navigation', { name: words.pages });
      await expect(pager.locator('[aria-current="page"]')).toBeVisible();
      await expect(pager.getByRole('link', { name: words.page(999) })).toHaveCount(0);
      expect(await reviewList(page).count()).toBeGreaterThan(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url}$`));
    });

    test('offers no translation while no translation service is configured', async ({ page, request }) => {
      const productId = fewReviewsProduct(tenant);
      const review = foreignReview(tenant, productId, words.foreign);
      await page.goto(await productUrl(request, tenant, productId));
      const item = page.locator(`#review-${review.id}`);
      await expect(item).toContainText(review.title);
      await expect(item).toContainText(words.writtenIn);
      await expect(item.getByRole('link')).toHaveCount(0);
      // Asked by hand, the page still shows the original.
      await page.goto(`${await productUrl(request, tenant, productId)}?translate=${review.id}`);
      await expect(page.locator(`#review-${review.id}`)).toContainText(review.comment);
    });

    test('shows linked and labelled sponsored products to shoppers, no sponsored ones to crawlers', async ({
      baseURL,
      browser,
      page,
      request,
    }) => {
      const url = await productUrl(request, tenant, await productWithAds(request, tenant));
      await page.goto(url);
      const linked = page.getByRole('region', { name: words.linked });
      await expect(linked.getByRole('article').first()).toBeVisible();
      const sponsored = page.getByRole('region', { name: words.sponsored });
      await expect(sponsored.getByRole('article').first()).toBeVisible();
      await expect(sponsored.getByText(words.label, { exact: true }).first()).toBeVisible();
      const ads = await sponsored.locator('[data-ad-id]').count();
      expect(ads).toBe(await sponsored.getByRole('article').count());
      await sponsored.getByRole('article').first().getByRole('link').last().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const crawler = await browser.newContext({
        ...(baseURL ? { baseURL } : {}),
        userAgent: googlebot,
        javaScriptEnabled: false,
      });
      try {
        const crawled = await crawler.newPage();
        const response = await crawled.goto(url);
        expect(response?.status()).toBe(200);
        await expect(crawled.getByRole('region', { name: words.linked })).toBeVisible();
        await expect(crawled.getByRole('region', { name: words.sponsored })).toHaveCount(0);
        await expect(crawled.locator('[data-ad-id]')).toHaveCount(0);
        await expect(crawled.getByText(words.label, { exact: true })).toHaveCount(0);
      } finally {
        await crawler.close();
      }
    });
  });
}

test.describe('review translation with a translation service configured', () => {
  // One storefront on its own port with TRANSLATION_API_URL: the tests share it, in one worker.
  test.describe.configure({ mode: 'serial' });
  let standIn: Awaited<ReturnType<typeof startTranslationStandIn>>;
  let storefront: Awaited<ReturnType<typeof startStorefront>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    standIn = await startTranslationStandIn();
    storefront = await startStorefront({ env: { TRANSLATION_API_URL: standIn.url } });
  });

  test.afterAll(async () => {
    await storefront?.stop();
    await standIn?.close();
  });

  for (const tenant of tenantIds) {
    const words = tenants[tenant];
    test(`translates a review in the other language on ${tenant} and shows the original again`, async ({
      page,
      request,
    }) => {
      const productId = fewReviewsProduct(tenant);
      const review = foreignReview(tenant, productId, words.foreign);
      forgetTranslations(tenant, review.id);
      const url = await productUrl(request, tenant, productId, storefront.origin);
      await page.goto(`${storefront.origin}${url}`);
      const item = page.locator(`#review-${review.id}`);
      await expect(item).toContainText(review.title);
      // Reviews in the site's language have nothing to translate.
      await expect(page.locator(`#reviews > ul > li:not(#review-${review.id})`).getByRole('link')).toHaveCount(0);

      const asked = standIn.requests.length;
      await item.getByRole('link', { name: words.translate(review.alias) }).click();
      await expect(page).toHaveURL(new RegExp(`${url}\\?translate=${review.id}#review-${review.id}$`));
      await expect(item).toContainText(`[${words.lang}] ${review.title}`);
      await expect(item).toContainText(`[${words.lang}] ${review.comment}`);
      await expect(item).toContainText(words.translated);
      await expect(item).toHaveAttribute('lang', words.lang);
      expect(standIn.requests.slice(asked)).toContainEqual({
        q: [review.title, review.comment],
        source: words.foreign,
        target: words.lang,
      });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url}$`));

      await item.getByRole('link', { name: words.showOriginal }).click();
      await expect(page).toHaveURL(new RegExp(`${url}#reviews$`));
      await expect(item).toContainText(review.comment);
      await expect(item).not.toContainText(`[${words.lang}]`);
    });
  }
});
