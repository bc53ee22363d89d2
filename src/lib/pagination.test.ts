import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination';

describe('pageNumbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 10, [1, 2, 3, 10]],
    [6, 10, [1, 4, 5, 6, 7, 8, 10]],
    [10, 10, [1, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
  ])('page %i of %i links %j', (page, pages, expected) => {
    expect(pageNumbers(page, pages)).toEqual(expected);
  });
});
