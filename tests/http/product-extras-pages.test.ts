import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTranslationStandIn, type TranslationStandIn } from '../e2e/support/translation-stand-in';
import { freePort } from '../support/free-port';
import {
  fewReviewsProduct,
  foreignReview,
  forgetTranslations,
  reviewedProductsNearAds,
  topRating,
} from './catalogue-rows';
import { api } from './client';
import {
  all,
  bodyTextOf,
  byId,
  byRole,
  canonicalOf,
  type HtmlNode,
  oneByRole,
  textOf,
  withAttribute,
} from './html-tree';
import { type HtmlPage, NoJsBrowser } from './no-js-browser';
import { type RunningServer, startServer } from './server';

/**
 * The product page's reviews paging and translation, linked and sponsored products (issue 5):
 * plain links and server HTML. cl stands for the Spanish tenants, br for the Portuguese ones.
 */
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
} as const;
type TenantId = keyof typeof tenants;
const tenantIds = Object.keys(tenants) as TenantId[];

async function productUrl(tenant: TenantId, productId: string): Promise<string> {
  const { status, body } = await api<{ url: string }>(`/api/${tenant}/product?productId=${productId}`);
  expect(status).toBe(200);
  return body.data?.url ?? '';
}

/** A well-reviewed product (three pages or more) with linked products and sponsored products on its page. */
async function productWithAds(tenant: TenantId): Promise<string> {
  for (const id of await reviewedProductsNearAds(tenant, 21)) {
    const { status, body } = await api<{ products: unknown[] }>(`/api/${tenant}/sponsored-products?productId=${id}`);
    if (status === 200 && (body.data?.products.length ?? 0) > 0) return id;
  }
  throw new Error(`No reviewed product with sponsored products on ${tenant}`);
}

/** The reviews of the page, in the order shown (`#reviews > ul > li`). */
function reviewList(page: HtmlPage): HtmlNode[] {
  const reviews = byId(page.doc, 'reviews');
  const lists = (reviews?.children ?? []).filter(
    (child): child is HtmlNode => typeof child !== 'string' && child.tag === 'ul',
  );
  return lists.flatMap((list) =>
    list.children.filter((child): child is HtmlNode => typeof child !== 'string' && child.tag === 'li'),
  );
}

const rangeOf = (page: HtmlPage) => textOf(withAttribute(page.doc, 'data-reviews-range')[0] ?? page.doc);
const currentPage = (pager: HtmlNode) => textOf(withAttribute(pager, 'aria-current', 'page')[0] ?? pager);
const reviewItem = (page: HtmlPage, id: string) => {
  const item = byId(page.doc, `review-${id}`);
  if (!item) throw new Error(`No review ${id} on ${page.url}`);
  return item;
};

describe.each(tenantIds)('product page extras on %s', (tenant) => {
  const words = tenants[tenant];

  it('pages through the reviews with plain links, keeping the canonical URL', async () => {
    const productId = await productWithAds(tenant);
    const url = await productUrl(tenant, productId);
    const visitor = new NoJsBrowser();
    const first = await visitor.open(url);
    expect(rangeOf(first)).toMatch(words.range(1, 10));
    const firstReview = reviewList(first)[0]?.attrs['data-review-id'];

    const second = await visitor.click(
      first,
      oneByRole(oneByRole(first.doc, 'navigation', words.pages), 'link', words.page(2)),
    );
    expect(second.url).toBe(`${url}?reviewsPage=2#reviews`);
    expect(rangeOf(second)).toMatch(words.range(11, 20));
    expect(reviewList(second)).toHaveLength(10);
    expect(reviewList(second)[0]?.attrs['data-review-id']).not.toBe(firstReview);
    expect(currentPage(oneByRole(second.doc, 'navigation', words.pages))).toBe(`${words.page(2)}2`);
    expect(canonicalOf(second)).toMatch(new RegExp(`${url}$`));

    // Another order keeps paging in that order, from its first page.
    const highest = await visitor.click(
      second,
      oneByRole(oneByRole(second.doc, 'navigation', words.sorts), 'link', words.highest),
    );
    expect(highest.url).toBe(`${url}?reviewsSort=highest#reviews`);
    expect(textOf(reviewList(highest)[0] ?? highest.doc)).toContain(`${await topRating(tenant, productId)} de 5`);
    const highestSecond = await visitor.click(
      highest,
      oneByRole(oneByRole(highest.doc, 'navigation', words.pages), 'link', words.page(2)),
    );
    expect(highestSecond.url).toBe(`${url}?reviewsPage=2&reviewsSort=highest#reviews`);
  });

  it('a reviews page past the last shows the last one with a message', async () => {
    const url = await productUrl(tenant, await productWithAds(tenant));
    const page = await new NoJsBrowser().open(`${url}?reviewsPage=999`);
    expect(page.status).toBe(200);
    expect(byRole(page.doc, 'status').map(textOf)).toContain(words.pastEnd);
    const pager = oneByRole(page.doc, 'navigation', words.pages);
    expect(withAttribute(pager, 'aria-current', 'page')).toHaveLength(1);
    expect(byRole(pager, 'link', words.page(999))).toHaveLength(0);
    expect(reviewList(page).length).toBeGreaterThan(0);
    expect(canonicalOf(page)).toMatch(new RegExp(`${url}$`));
  });

  it('offers no translation while no translation service is configured', async () => {
    const productId = await fewReviewsProduct(tenant);
    const review = await foreignReview(tenant, productId, words.foreign);
    const url = await productUrl(tenant, productId);
    const page = await new NoJsBrowser().open(url);
    const item = reviewItem(page, review.id);
    expect(textOf(item)).toContain(review.title);
    expect(textOf(item)).toContain(words.writtenIn);
    expect(byRole(item, 'link')).toHaveLength(0);
    // Asked by hand, the page still shows the original.
    const asked = await new NoJsBrowser().open(`${url}?translate=${review.id}`);
    expect(textOf(reviewItem(asked, review.id))).toContain(review.comment);
  });

  it('shows linked and labelled sponsored products to shoppers, no sponsored ones to crawlers', async () => {
    const url = await productUrl(tenant, await productWithAds(tenant));
    const visitor = new NoJsBrowser();
    const page = await visitor.open(url);
    expect(byRole(oneByRole(page.doc, 'region', words.linked), 'article').length).toBeGreaterThan(0);
    const sponsored = oneByRole(page.doc, 'region', words.sponsored);
    const cards = byRole(sponsored, 'article');
    expect(cards.length).toBeGreaterThan(0);
    expect(all(sponsored, (element) => textOf(element) === words.label).length).toBeGreaterThan(0);
    expect(withAttribute(sponsored, 'data-ad-id')).toHaveLength(cards.length);
    const links = byRole(cards[0] as HtmlNode, 'link');
    const ad = await visitor.click(page, links[links.length - 1] as HtmlNode);
    expect(ad.status).toBe(200);
    expect(byRole(ad.doc, 'heading').some((heading) => heading.tag === 'h1')).toBe(true);

    const crawled = await NoJsBrowser.crawler().open(url);
    expect(crawled.status).toBe(200);
    expect(byRole(crawled.doc, 'region', words.linked)).toHaveLength(1);
    expect(byRole(crawled.doc, 'region', words.sponsored)).toHaveLength(0);
    expect(withAttribute(crawled.doc, 'data-ad-id')).toHaveLength(0);
    expect(bodyTextOf(crawled)).not.toContain(words.label);
  });
});

describe('review translation with a translation service configured', () => {
  // One storefront of its own with TRANSLATION_API_URL, over the suite's database.
  let standIn: TranslationStandIn;
  let storefront: RunningServer;

  beforeAll(async () => {
    standIn = await startTranslationStandIn();
    storefront = await startServer(await freePort(), { TRANSLATION_API_URL: standIn.url, WARM_UP: '0' });
  });

  afterAll(async () => {
    await storefront?.stop();
    await standIn?.close();
  });

  it.each(tenantIds)('translates a review in the other language on %s and shows the original again', async (tenant) => {
    const words = tenants[tenant];
    const productId = await fewReviewsProduct(tenant);
    const review = await foreignReview(tenant, productId, words.foreign);
    await forgetTranslations(tenant, review.id);
    const url = await productUrl(tenant, productId);
    const visitor = new NoJsBrowser({ origin: storefront.baseUrl });
    const page = await visitor.open(url);
    expect(textOf(reviewItem(page, review.id))).toContain(review.title);
    // Reviews in the site's language have nothing to translate.
    const own = reviewList(page).filter((item) => item.attrs.lang === words.lang);
    expect(own.length).toBeGreaterThan(0);
    expect(own.flatMap((item) => byRole(item, 'link'))).toHaveLength(0);

    const asked = standIn.requests.length;
    const translated = await visitor.click(
      page,
      oneByRole(reviewItem(page, review.id), 'link', words.translate(review.alias)),
    );
    expect(translated.url).toBe(`${url}?translate=${review.id}#review-${review.id}`);
    const item = reviewItem(translated, review.id);
    expect(textOf(item)).toContain(`[${words.lang}] ${review.title}`);
    expect(textOf(item)).toContain(`[${words.lang}] ${review.comment}`);
    expect(textOf(item)).toContain(words.translated);
    expect(item.attrs.lang).toBe(words.lang);
    expect(standIn.requests.slice(asked)).toContainEqual({
      q: [review.title, review.comment],
      source: words.foreign,
      target: words.lang,
    });
    expect(canonicalOf(translated)).toMatch(new RegExp(`${url}$`));

    const original = await visitor.click(translated, oneByRole(item, 'link', words.showOriginal));
    expect(original.url).toBe(`${url}#reviews`);
    const back = reviewItem(original, review.id);
    expect(textOf(back)).toContain(review.comment);
    expect(textOf(back)).not.toContain(`[${words.lang}]`);
  });
});
