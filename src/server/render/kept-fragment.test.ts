import { describe, expect, it } from 'vitest';
import { keepableFragment } from './kept-fragment';

const directive = { type: 'directive' } as never;
const island = (prefix: string, inner = '<a href="/cl/compare/?ids=1">Comparar</a>') =>
  `<astro-island uid="Z1" prefix="${prefix}" component-url="/_astro/CardActions.js" ssr client="interaction">${inner}<!--astro:end--></astro-island>`;

describe('keepableFragment', () => {
  it('keeps a card with one island, its prefix left for the page it lands in', () => {
    const fragment = keepableFragment(['<article>', directive, `${island('r7')}</article>`]);
    const segments = fragment?.segments ?? [];
    expect(segments).toHaveLength(5);
    expect(segments.slice(0, 3)).toEqual(['<article>', directive, '<astro-island uid="Z1" prefix="']);
    expect(typeof segments[3]).toBe('symbol');
    expect(segments[4]).toMatch(/^" component-url=/);
    expect(segments.filter((segment) => typeof segment === 'string').join('')).not.toContain('r7');
  });

  it('keeps nothing without an island or with two: their numbering is the page’s', () => {
    expect(keepableFragment(['<article></article>'])).toBeUndefined();
    expect(keepableFragment([island('r1'), directive, island('r2')])).toBeUndefined();
  });

  it('keeps nothing whose React markup carries ids made from its prefix (useId)', () => {
    expect(keepableFragment([island('r3', '<p id="_r3R_1_">Error</p>')])).toBeUndefined();
  });
});
