import { describe, expect, it } from 'vitest';
import { validate } from './issues';
import { projectSelectionSchema, selectedItems } from './project';

const paint = { skuId: '1234567', quantity: 2, selected: true };
const roller = { skuId: '7654321', quantity: 1, selected: false };

describe('project (docs/tools.md: at least one product selected to add to the cart)', () => {
  it('accepts a project with a selected product and gives the lines for the cart', () => {
    const result = validate(projectSelectionSchema, { items: [paint, roller] });
    expect(result).toEqual({ ok: true, data: { items: [paint, roller] } });
    expect(result.ok && selectedItems(result.data)).toEqual([paint]);
  });

  it.each([
    ['nothing selected', { items: [roller] }, [['items', 'validation.project.noneSelected']]],
    ['no products', { items: [] }, [['items', 'validation.project.noneSelected']]],
    ['no list at all', {}, [['items', 'validation.project.noneSelected']]],
    ['a bad line', { items: [{ ...paint, quantity: 0 }] }, [['items.0.quantity', 'validation.quantity.min']]],
    ['a bad SKU', { items: [roller, { ...paint, skuId: 'x' }] }, [['items.1.skuId', 'validation.sku.invalid']]],
  ])('refuses %s', (_, input, expected) => {
    const result = validate(projectSelectionSchema, input);
    expect(result.ok ? [] : result.errors.map(({ field, key }) => [field, key])).toEqual(expected);
  });
});
