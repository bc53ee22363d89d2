import { describe, expect, it } from 'vitest';
import { holeToken, isVerbatimValue } from './fragment-segments';
import { keepableFragment } from './kept-fragment';

const directive = { type: 'directive' } as never;
const island = (prefix: string, inner = '<a href="/cl/compare/?ids=1">Comparar</a>') =>
  `<astro-island uid="Z1" prefix="${prefix}" component-url="/_astro/CardActions.js" ssr client="interaction">${inner}<!--astro:end--></astro-island>`;

/** The fragment as text, each island slot as `{k}` and each hole as `[name]`. */
function shown(output: Parameters<typeof keepableFragment>[0], holes: string[] = []) {
  const fragment = keepableFragment(output, holes);
  return fragment?.segments.map((segment) => {
    if (typeof segment === 'string') return segment;
    if ('island' in segment) return `{${segment.island}}`;
    if ('hole' in segment) return `[${segment.hole}]`;
    return '<instruction>';
  });
}

describe('keepableFragment', () => {
  it('keeps a card with one island, its prefix left for the page it lands in', () => {
    const segments = shown(['<article>', directive, `${island('r7')}</article>`]) ?? [];
    expect(segments.slice(0, 4)).toEqual(['<article>', '<instruction>', '<astro-island uid="Z1" prefix="', '{0}']);
    expect(segments.join('')).not.toContain('r7');
  });

  it('numbers several islands in the order they took their prefixes, nested ones first', () => {
    // a header: the sticky bar (r9) wraps the search box (r4) and the place name (r6)
    const outer = `<astro-island prefix="r9"><astro-slot>${island('r6')}${island('r4')}</astro-slot></astro-island>`;
    const text = (shown([outer]) ?? []).join('');
    expect(text).toContain('prefix="{2}"><astro-slot>');
    expect(text.indexOf('prefix="{1}"')).toBeLessThan(text.indexOf('prefix="{0}"'));
    expect(text).not.toMatch(/r\d/);
  });

  it('keeps markup without islands as it is', () => {
    expect(shown(['<footer>Ayuda</footer>'])).toEqual(['<footer>Ayuda</footer>']);
  });

  it('moves React ids made from an island’s prefix (useId) with the island', () => {
    expect((shown([island('r3', '<p id="_r3R_1_">Error</p>')]) ?? []).join('')).toContain('<p id="_{0}R_1_">');
  });

  it('keeps nothing whose markup names the prefix of an island that is not its own', () => {
    expect(keepableFragment([island('r3', '<p aria-describedby="_r2R_1_">Error</p>')])).toBeUndefined();
  });

  it('leaves each hole’s token as a slot for the page’s value, in attributes and island props alike', () => {
    const token = holeToken('locationPage');
    const output = [
      `<a href="${token}">Despachar a</a>`,
      directive,
      `<astro-island props="{&quot;href&quot;:[0,&quot;${token}&quot;]}">`,
    ];
    const segments = shown(output, ['locationPage']) ?? [];
    expect(segments).toEqual([
      '<a href="',
      '[locationPage]',
      '">Despachar a</a>',
      '<instruction>',
      '<astro-island props="{&quot;href&quot;:[0,&quot;',
      '[locationPage]',
      '&quot;]}">',
    ]);
  });
});

describe('isVerbatimValue', () => {
  it.each([
    ['/cl/location/?back=%2Fcl%2Fproduct%2F1%2F', true],
    ['', true],
    ['pintura látex', true],
    ['a&b', false],
    ['say "hi"', false],
    ["it's", false],
    ['<b>', false],
    ['back\\slash', false],
    ['tab\there', false],
    ['\ud800', false],
  ])('%j comes out of every escaper unchanged: %s', (value, verbatim) => {
    expect(isVerbatimValue(value)).toBe(verbatim);
  });
});
