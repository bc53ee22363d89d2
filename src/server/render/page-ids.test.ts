import { describe, expect, it } from 'vitest';
import { pageUniqueId } from './page-ids';

describe('pageUniqueId', () => {
  it('keeps the first id of a page and numbers the repeats, per page', () => {
    const page = {};
    expect(pageUniqueId(page, 'product-1')).toBe('product-1');
    expect(pageUniqueId(page, 'product-2')).toBe('product-2');
    expect(pageUniqueId(page, 'product-1')).toBe('product-1-2');
    expect(pageUniqueId(page, 'product-1')).toBe('product-1-3');
    expect(pageUniqueId({}, 'product-1')).toBe('product-1');
  });
});
