import { describe, expect, it } from 'vitest';
import { placeSponsored, sponsoredPlacement } from './sponsored-slots';

const products = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}` }));
const ad = (position: number, id: string) => ({ position, product: { id } });
const kinds = (slots: ReturnType<typeof placeSponsored>) =>
  slots.map((slot) => (slot.kind === 'product' ? slot.product.id : `ad:${slot.ad.product.id}`));

describe('placeSponsored', () => {
  it('places the ads after the 20th product, in the ads service order', () => {
    const slots = kinds(placeSponsored(products(28), [ad(2, 'x2'), ad(1, 'x1')]));
    expect(slots).toHaveLength(30);
    expect(slots.slice(19, 23)).toEqual(['p20', 'ad:x1', 'ad:x2', 'p21']);
    expect(sponsoredPlacement.after).toBe(20);
  });

  it('places them after the last product of a short page', () => {
    expect(kinds(placeSponsored(products(3), [ad(1, 'x1')]))).toEqual(['p1', 'p2', 'p3', 'ad:x1']);
  });

  it('leaves out an ad for a product already on the page', () => {
    expect(kinds(placeSponsored(products(2), [ad(1, 'p2'), ad(2, 'x')], 1))).toEqual(['p1', 'ad:x', 'p2']);
  });

  it('keeps the organic list as it is without ads', () => {
    expect(kinds(placeSponsored(products(2), []))).toEqual(['p1', 'p2']);
  });
});
