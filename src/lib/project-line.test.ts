import { describe, expect, it } from 'vitest';
import { projectLineState } from './project-line';

describe('projectLineState', () => {
  it.each([
    [0, 1, 'outOfStock', false, true, { key: 'projects.builder.outOfStock' }],
    [-4, 2, 'outOfStock', false, true, { key: 'projects.builder.outOfStock' }],
    [3, 5, 'fewLeft', false, false, { key: 'projects.builder.fewLeft.other', params: { count: 3 } }],
    [1, 2, 'fewLeft', false, false, { key: 'projects.builder.fewLeft.one', params: { count: 1 } }],
    [5, 5, 'ready', true, false, null],
    [120, 1, 'ready', true, false, null],
  ] as const)(
    '%i units for %i recommended: %s, ticked %s, disabled %s',
    (units, quantity, kind, checked, disabled, note) => {
      expect(projectLineState(units, quantity)).toEqual({ kind, checked, disabled, note });
    },
  );

  it('never ticks a pickup-only product, whatever its stock', () => {
    expect(projectLineState(500, 10, true)).toEqual({
      kind: 'outOfStock',
      checked: false,
      disabled: true,
      note: { key: 'projects.builder.pickupOnly' },
    });
  });

  it.each([
    [1.5, 1],
    [3, 0],
    [3, 2.5],
  ])('refuses %d units for %d', (units, quantity) => {
    expect(() => projectLineState(units, quantity)).toThrow(RangeError);
  });
});
