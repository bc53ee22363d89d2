import { describe, expect, it } from 'vitest';
import { parseReviewView, reviewViewHref } from './review-view';

const sorts = ['newest', 'oldest', 'highest'] as const;
const parse = (query: string) => parseReviewView(new URLSearchParams(query), sorts);
const path = '/cl/product/100000/taladro/';

describe('parseReviewView', () => {
  it('reads page, order and the review to translate', () => {
    expect(parse('reviewsPage=3&reviewsSort=highest&translate=ab-12_C')).toEqual({
      page: 3,
      sort: 'highest',
      translate: 'ab-12_C',
    });
  });

  it('falls back to the first page, the first order and no translation', () => {
    expect(parse('')).toEqual({ page: 1, sort: 'newest', translate: null });
    for (const page of ['0', '-2', '1.5', 'dos', '9999999', ' 2']) expect(parse(`reviewsPage=${page}`).page).toBe(1);
    expect(parse('reviewsSort=cheapest').sort).toBe('newest');
    expect(parse('translate=<script>').translate).toBeNull();
    expect(parse(`translate=${'x'.repeat(65)}`).translate).toBeNull();
  });
});

describe('reviewViewHref', () => {
  const first = { page: 1, sort: 'newest', translate: null } as const;

  it('leaves the defaults out, so the first view links to the product URL', () => {
    expect(reviewViewHref(path, first, {}, sorts)).toBe(`${path}#reviews`);
    expect(reviewViewHref(path, { page: 2, sort: 'oldest', translate: null }, { page: 1, sort: 'newest' }, sorts)).toBe(
      `${path}#reviews`,
    );
  });

  it('keeps the order when paging and the page when translating, and lands on the review translated', () => {
    const view = { page: 2, sort: 'highest', translate: null } as const;
    expect(reviewViewHref(path, view, { page: 3 }, sorts)).toBe(`${path}?reviewsPage=3&reviewsSort=highest#reviews`);
    expect(reviewViewHref(path, view, { translate: 'r1' }, sorts)).toBe(
      `${path}?reviewsPage=2&reviewsSort=highest&translate=r1#review-r1`,
    );
  });

  it('starts a new order at the first page', () => {
    const view = { page: 4, sort: 'newest', translate: 'r1' } as const;
    expect(reviewViewHref(path, view, { sort: 'oldest', translate: null }, sorts)).toBe(
      `${path}?reviewsSort=oldest#reviews`,
    );
    expect(reviewViewHref(path, view, { sort: 'newest' }, sorts)).toBe(`${path}?reviewsPage=4&translate=r1#review-r1`);
  });
});
