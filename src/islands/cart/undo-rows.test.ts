import { describe, expect, it } from 'vitest';
import type { EditorCart, EditorLine } from './cart-view';
import { cartRows, type Removal, removalOf } from './undo-rows';

const line = (lineId: string) => ({ lineId }) as EditorLine;
const removal = (lineId: string, before: string | null): Removal => ({
  removed: { lineId, skuId: '1000', quantity: 1, option: 'homeDelivery', serviceIds: [], addedAt: '' },
  name: lineId,
  before,
});
const shown = (rows: ReturnType<typeof cartRows>) =>
  rows.map((row) => (row.kind === 'line' ? row.line.lineId : `-${row.removal.removed.lineId}`));

describe('the cart’s rows with the lines removed', () => {
  it('a removed line keeps its place, before the line that followed it', () => {
    const cart = { lines: ['a', 'b', 'c'].map(line) } as EditorCart;
    const removed = removalOf(cart, removal('b', null).removed, 'B');
    expect(removed.before).toBe('c');
    expect(shown(cartRows([line('a'), line('c')], [removed]))).toEqual(['a', '-b', 'c']);
  });

  it('the last line removed stays last', () => {
    const cart = { lines: ['a', 'b'].map(line) } as EditorCart;
    expect(removalOf(cart, removal('b', null).removed, 'B').before).toBeNull();
    expect(shown(cartRows([line('a')], [removal('b', null)]))).toEqual(['a', '-b']);
  });

  it('removed one after the other, the rows keep the lines’ order', () => {
    // b was removed first (before c), then c (before d), then a (before b's row)
    const removals = [removal('b', 'c'), removal('c', 'd'), removal('a', 'b')];
    expect(shown(cartRows([line('d')], removals))).toEqual(['-a', '-b', '-c', 'd']);
  });

  it('every line removed: the rows are the removals', () => {
    expect(shown(cartRows([], [removal('a', 'b'), removal('b', null)]))).toEqual(['-a', '-b']);
  });
});
