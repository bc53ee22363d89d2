import { describe, expect, it } from 'vitest';
import { catalogues } from './messages';
import { hasSelection, noneSelectedKey } from './project-selection';

describe('hasSelection (docs/tools.md: at least one product)', () => {
  it.each([
    [[], false],
    [[{ selected: false }, { selected: false }], false],
    [[{ selected: false }, { selected: true }], true],
  ])('%j → %s', (items, expected) => {
    expect(hasSelection(items)).toBe(expected);
  });

  it('names a message of the catalogue', () => {
    expect(catalogues.es[noneSelectedKey]).toBeTruthy();
  });
});
