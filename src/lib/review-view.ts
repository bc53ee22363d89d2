/**
 * The reviews part of a product page as its URL asks for it (docs/reviews.md reviews list): the page
 * (`reviewsPage`), the order (`reviewsSort`) and the one review shown translated (`translate`),
 * and the links that change one of them. Links land on the reviews (`#reviews`) or on the
 * review they translate (`#review-{id}`); the path is the product's, so the canonical link
 * (built from the path alone) stays the product's.
 */
export interface ReviewView<Sort extends string = string> {
  page: number;
  sort: Sort;
  /** The id of the review to show translated, or null. */
  translate: string | null;
}

export const reviewViewParams = { page: 'reviewsPage', sort: 'reviewsSort', translate: 'translate' } as const;

/** Far past any product's reviews: a bigger number is a typo, read as the first page. */
const maxPage = 100_000;
const reviewIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The view the query string asks for; anything malformed falls back to the first page, first order, no translation. */
export function parseReviewView<Sort extends string>(
  params: URLSearchParams,
  sorts: readonly Sort[],
): ReviewView<Sort> {
  const pageText = params.get(reviewViewParams.page) ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const sortText = params.get(reviewViewParams.sort);
  const sort = sorts.find((candidate) => candidate === sortText) ?? (sorts[0] as Sort);
  const translate = params.get(reviewViewParams.translate);
  return {
    page: page >= 1 && page <= maxPage ? page : 1,
    sort,
    translate: translate !== null && reviewIdPattern.test(translate) ? translate : null,
  };
}

/**
 * The link to the view `change` makes of `view` on the product page at `path`. The defaults
 * (first page, first order, nothing translated) are left out of the query string, so the
 * default view's link is the product URL itself. A new order starts again at the first page.
 */
export function reviewViewHref<Sort extends string>(
  path: string,
  view: ReviewView<Sort>,
  change: Partial<ReviewView<Sort>>,
  sorts: readonly Sort[],
): string {
  const next = { ...view, ...change };
  if (change.sort !== undefined && change.sort !== view.sort && change.page === undefined) next.page = 1;
  const query = new URLSearchParams();
  if (next.page > 1) query.set(reviewViewParams.page, String(next.page));
  if (next.sort !== sorts[0]) query.set(reviewViewParams.sort, next.sort);
  if (next.translate !== null) query.set(reviewViewParams.translate, next.translate);
  const search = query.size > 0 ? `?${query}` : '';
  const anchor = next.translate !== null ? `#review-${next.translate}` : '#reviews';
  return `${path}${search}${anchor}`;
}
