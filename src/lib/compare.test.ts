import { describe, expect, it } from 'vitest';
import {
  addToCompare,
  cleanCompareIds,
  compareHref,
  compareMaximum,
  compareQueryIds,
  compareRows,
  isComparableId,
  removeFromCompare,
  storedCompareIds,
  withCompareIds,
} from './compare';

describe('the compare list', () => {
  it('holds four products at most', () => {
    expect(compareMaximum).toBe(4);
  });

  it.each([
    ['100000', true],
    ['ab-12_C', true],
    ['', false],
    ['1 2', false],
    ['x'.repeat(41), false],
    [100000, false],
    [null, false],
  ])('%j is a comparable id: %s', (id, expected) => {
    expect(isComparableId(id)).toBe(expected);
  });

  it('keeps distinct valid ids in order, up to the maximum', () => {
    expect(cleanCompareIds(['1', '1', 2, '<x>', '3', '4', '5', '6'])).toEqual(['1', '3', '4', '5']);
  });

  it.each([
    [{ cl: ['1', '2'], br: ['9'] }, 'cl', ['1', '2']],
    [{ br: ['9'] }, 'cl', []],
    [{ cl: 'nope' }, 'cl', []],
    [['1'], 'cl', []],
    [null, 'cl', []],
    ['1,2', 'cl', []],
  ])('reads %j for %s as %j', (raw, tenant, expected) => {
    expect(storedCompareIds(raw, tenant)).toEqual(expected);
  });

  it('writes one tenant’s list and keeps the others, dropping an emptied list and junk', () => {
    expect(withCompareIds({ br: ['9', '9'], mx: 'x' }, 'cl', ['1'])).toEqual({ br: ['9'], cl: ['1'] });
    expect(withCompareIds({ cl: ['1'], br: ['9'] }, 'cl', [])).toEqual({ br: ['9'] });
    expect(withCompareIds(null, 'cl', ['1'])).toEqual({ cl: ['1'] });
    expect(withCompareIds(['1'], 'cl', ['2'])).toEqual({ cl: ['2'] });
  });

  it.each([
    [[], '1', { ok: true, ids: ['1'] }],
    [['1'], '1', { ok: true, ids: ['1'] }],
    [['1', '2', '3'], '4', { ok: true, ids: ['1', '2', '3', '4'] }],
    [['1', '2', '3', '4'], '5', { ok: false, code: 'COMPARE_LIST_FULL' }],
    [['1', '2', '3', '4'], '4', { ok: true, ids: ['1', '2', '3', '4'] }],
    [[], '', { ok: false, code: 'COMPARE_ADD_FAILED' }],
    [[], 'a b', { ok: false, code: 'COMPARE_ADD_FAILED' }],
  ])('adding to %j the product %j gives %j', (ids, id, expected) => {
    expect(addToCompare(ids, id)).toEqual(expected);
  });

  it('removes a product, and nothing when it was not there', () => {
    expect(removeFromCompare(['1', '2'], '1')).toEqual(['2']);
    expect(removeFromCompare(['1', '2'], '3')).toEqual(['1', '2']);
  });

  it.each([
    [null, [], false],
    ['', [], false],
    ['1, 2,2,<b>', ['1', '2'], false],
    ['1,2,3,4', ['1', '2', '3', '4'], false],
    ['1,2,3,4,5', ['1', '2', '3', '4'], true],
  ])('?ids=%j names %j (overflow %s)', (value, ids, overflow) => {
    expect(compareQueryIds(value)).toEqual({ ids, overflow });
  });

  it('links to the compare page with the ids in the URL', () => {
    expect(compareHref('cl', [])).toBe('/cl/compare/');
    expect(compareHref('br', ['1', '2'])).toBe('/br/compare/?ids=1,2');
  });
});

describe('compareRows', () => {
  const product = (...rows: [string, string][]) => ({ attributes: rows.map(([name, value]) => ({ name, value })) });

  it('sets attributes side by side in first-seen order and marks the ones that differ', () => {
    const rows = compareRows([
      product(['Base', 'Agua'], ['Secado', '1 h']),
      product(['Base', 'agua '], ['Secado', '2 h'], ['Olor', 'Suave']),
    ]);
    expect(rows).toEqual([
      { name: 'Base', values: ['Agua', 'agua '], differs: false },
      { name: 'Secado', values: ['1 h', '2 h'], differs: true },
      { name: 'Olor', values: [null, 'Suave'], differs: true },
    ]);
  });

  it('marks nothing with one product, and gives no rows without products', () => {
    expect(compareRows([product(['Base', 'Agua'])])).toEqual([{ name: 'Base', values: ['Agua'], differs: false }]);
    expect(compareRows([])).toEqual([]);
  });
});
