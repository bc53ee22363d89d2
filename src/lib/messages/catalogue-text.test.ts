import { describe, expect, it } from 'vitest';
import { catalogues, type MessageKey } from './index';
import { placeholderNames } from './plural';

/**
 * The classes of text defect a shopper saw ("Despachar aSantiago", "(1 opiniones)", "N.L.."), looked
 * for in every message of both catalogues, so that a new message cannot bring them back.
 */
const entries = (['es', 'pt'] as const).flatMap((lang) =>
  Object.entries(catalogues[lang]).map(([key, text]) => ({ lang, key: key as MessageKey, text })),
);

/** A template with each plural block replaced by `stand` (their forms are checked apart). */
const outsidePlurals = (text: string, stand = '{$1}') =>
  text.replace(/\{(\w+),\s*plural,(?:[^{}]|\{[^{}]*\})*\}/g, stand);

/** Placeholders that hold a number of things, which the noun after them must agree with. */
const counted = /^(count|min|max|available|minutes|hours|days|units|maxFiles|stars|boxes|litres|quantityCount)$/;
/** Words that may follow a number without agreeing with it. */
const agreeless = new Set([
  'de',
  'a',
  'y',
  'e',
  'o',
  'ou',
  'por',
  'para',
  'en',
  'em',
  'o',
  'más',
  'mais',
  'menos',
  'x',
]);

const isPluralPair = (key: string) => /\.(one|other)$/.test(key);

describe('catalogue text', () => {
  it.each(entries)('$lang $key: no word is glued to a placeholder', ({ text }) => {
    // "{count}x de R$ 10" is how Brazil writes instalments: x for "times" belongs to the number
    expect(outsidePlurals(text).replaceAll('}x ', '} x ')).not.toMatch(/\p{L}\{|\}\p{L}/u);
  });

  it.each(entries)('$lang $key: no fragment ends in a preposition for the page to complete', ({ text }) => {
    // "Despachar a" + markup lost its space: the place belongs in the template, as {place}
    // ("Filtrar por" and "Ordenar por" are whole labels: their options follow as a list)
    expect(text).not.toMatch(/(^|\s)(a|al|de|del|en|em|para|con|com|da|do|na|ao)$/u);
  });

  it.each(entries)('$lang $key: a number of things agrees with its noun', ({ key, text }) => {
    // a plural block agrees by itself, whatever follows it
    const plain = outsidePlurals(text, '#');
    for (const match of plain.matchAll(/\{(\w+)\}\s+(\p{L}+)(\.?)/gu)) {
      const [, name, word, period] = match as unknown as [string, string, string, string];
      // units and abbreviations ("h", "MB", "disp.") do not change with the number
      if (!counted.test(name) || word.length <= 2 || (period && word.length <= 5) || agreeless.has(word)) continue;
      if (isPluralPair(key)) continue;
      expect.soft(`{${name}} ${word}`, 'use {name, plural, one {…} other {…}}').toBe('');
    }
  });

  it.each(entries.filter(({ key }) => isPluralPair(key)))('$lang $key: a plural form writes its number', ({ text }) => {
    // "1 producto" would be wrong where the language's "one" covers other numbers (pt: 0 and 1.5)
    expect(text).not.toMatch(/(^|[^\d.,])1(?![\d.,])/);
  });

  it.each(entries.filter(({ text }) => text.includes(', plural,')))(
    '$lang $key: plural blocks name what they count',
    ({ text }) => {
      expect(placeholderNames(text).length).toBeGreaterThan(0);
    },
  );

  it.each(entries)('$lang $key: no doubled punctuation and no space before it', ({ text }) => {
    expect(text).not.toMatch(/([.,;:!?])\1(?!\1)|\.\s+\.|\s[,.;:](?!\d)|\S {2,}\S/u);
  });

  it.each(entries)('$lang $key: plural blocks are complete', ({ text }) => {
    for (const match of text.matchAll(/\{(\w+),\s*plural,((?:[^{}]|\{[^{}]*\})*)\}/g)) {
      expect(match[2], text).toMatch(/\bone\s*\{[^{}]*#[^{}]*\}/);
      expect(match[2], text).toMatch(/\bother\s*\{[^{}]*#[^{}]*\}/);
    }
  });
});
