import type { Tenant } from '../tenants/schema';

/**
 * URL slugs (docs/seo-and-urls.md): strip punctuation and symbols, "&" becomes a word, spaces and slashes
 * become hyphens, repeated hyphens collapse, accents fold, everything is lower-case.
 * A slug only ever holds [a-z0-9-], with no double or edge hyphen, and slugify(slug) === slug.
 */

/** docs/seo-and-urls.md: "&" becomes "y". */
export const defaultSlugConnector = 'y';

/**
 * The word "&" becomes for a catalogue language. The spec's "y" is Spanish; Portuguese tenants
 * use "e" ("Banho & Cozinha" -> banho-e-cozinha), since "y" is no word a Brazilian shopper or
 * search engine would read there.
 */
export function slugConnector(lang: Tenant['lang']): string {
  return lang === 'pt' ? 'e' : defaultSlugConnector;
}

export interface SlugOptions {
  /** What "&" becomes; defaults to "y" (docs/seo-and-urls.md). */
  connector?: string;
}

// Marks that NFKD would spell out as letters ("™" -> "TM"): they are symbols to strip.
const spelledOutSymbols = /[™℠®©℗]/gu;
// Latin letters that carry no combining accent, so NFKD does not fold them.
const plainLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const plainLetter = /[ßæœøđłðþı]/gu;
// Whitespace, dashes, slashes (also the fraction slash NFKD makes of "½"), "+" and "_" separate words.
const separators = /[\s\p{Z}\p{Pd}/\\⁄∕+_]+/gu;

// A page writes the same few hundred product, category and brand names into its links: each
// slug is worked out once. Bounded (search terms are slugged too): emptied when it is full. One
// map per connector, keyed by the name itself: a name read from a kept record is the same string
// each time, whose hash V8 keeps, where a key joined per call was hashed anew (1.3 % of an
// uncached product page).
const knownSlugs = new Map<string, Map<string, string>>();
const knownSlugsLimit = 20_000;

/**
 * The slug of a name. Returns '' when the name holds no letter or digit (only symbols or
 * emoji); the route builders then use the id instead, so a URL never has an empty segment.
 */
export function slugify(text: string, options: SlugOptions = {}): string {
  const connector = options.connector ?? defaultSlugConnector;
  let known = knownSlugs.get(connector);
  if (!known) {
    known = new Map();
    knownSlugs.set(connector, known);
  }
  const slug = known.get(text);
  if (slug !== undefined) return slug;
  if (known.size >= knownSlugsLimit) known.clear();
  const made = slugOf(text, connector);
  known.set(text, made);
  return made;
}

function slugOf(text: string, connector: string): string {
  return (
    text
      // catalogue feeds sometimes deliver names HTML-escaped
      .replace(/&amp;/giu, '&')
      .replace(spelledOutSymbols, ' ')
      .normalize('NFKD')
      .replace(/&/gu, ` ${connector} `)
      .toLowerCase()
      .replace(plainLetter, (letter) => plainLetters[letter] ?? '')
      .replace(/\p{M}/gu, '')
      // "45×45" as tiles are sold, not "4545"
      .replace(/×/gu, 'x')
      .replace(separators, '-')
      .replace(/[^a-z0-9-]+/gu, '')
      .replace(/-{2,}/gu, '-')
      .replace(/^-|-$/gu, '')
  );
}

/** The slug of a name in the tenant's language ("&" as "y" or "e"). */
export function slugFor(lang: Tenant['lang'], text: string): string {
  return slugify(text, { connector: slugConnector(lang) });
}
