/**
 * Plural forms by the language's CLDR rules (Intl.PluralRules), never by `count === 1`: Portuguese
 * says "0 produto" where Spanish says "0 productos", and both treat 1.5 differently.
 *
 * A template names its forms in the ICU MessageFormat way, which translators know:
 * `{count, plural, one {# opinión} other {# opiniones}}`; `#` is the number as the caller passed it
 * (already formatted when it is a string), and other `{placeholders}` may sit inside a form.
 */
export type PluralForm = 'one' | 'other';

const rulesByLang = new Map<string, Intl.PluralRules>();
// Intl's select is slow next to a lookup: the forms of small whole numbers (counts of reviews,
// products, units) are kept per language, at most `smallCounts` of them.
const smallCounts = 1000;
const formsByLang = new Map<string, PluralForm[]>();

/** The catalogue form for `count` in `lang`: CLDR's "one", or "other" for everything else. */
export function pluralForm(lang: string, count: number): PluralForm {
  let rules = rulesByLang.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    rulesByLang.set(lang, rules);
  }
  const small = Number.isInteger(count) && count >= 0 && count < smallCounts;
  let known = formsByLang.get(lang);
  if (small && known?.[count]) return known[count];
  // es and pt also have "many" (exact millions, "1 000 000 de"), which the catalogues write as "other"
  const form = rules.select(count) === 'one' ? 'one' : 'other';
  if (small) {
    if (!known) {
      known = [];
      formsByLang.set(lang, known);
    }
    known[count] = form;
  }
  return form;
}

const pluralStart = /\{(\w+),\s*plural,/g;

/** The text from `open` (a `{`) to its matching `}`, exclusive; -1 when unbalanced. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The forms of one plural block's body: ` one {…} other {…}`. */
function forms(body: string, template: string): Map<string, string> {
  const found = new Map<string, string>();
  let rest = body.trim();
  while (rest) {
    const match = /^(=?\w+)\s*\{/.exec(rest);
    const end = match ? closing(rest, match[0].length - 1) : -1;
    if (!match || end < 0) throw new Error(`Malformed plural in "${template}"`);
    found.set(match[1] as string, rest.slice(match[0].length, end));
    rest = rest.slice(end + 1).trim();
  }
  if (!found.has('other')) throw new Error(`A plural needs an "other" form in "${template}"`);
  return found;
}

/** A template cut at its plural blocks: text as it is, and each block's number name and forms. */
type Piece = string | { name: string; forms: Map<string, string> };

// A page fills the same few plural templates many times: each is cut once. The memo stops taking
// templates when full (a caller could pass templates of its own; both catalogues hold about 140
// plurals), a plain Map as in ./interpolate, which islands ship.
const piecesByTemplate = new Map<string, readonly Piece[]>();
const maxTemplatesKept = 1024;

function pieces(template: string): readonly Piece[] {
  let found = piecesByTemplate.get(template);
  if (found) return found;
  const cut: Piece[] = [];
  let from = 0;
  for (const match of template.matchAll(pluralStart)) {
    const start = match.index;
    if (start < from) continue;
    const end = closing(template, start);
    if (end < 0) throw new Error(`Malformed plural in "${template}"`);
    cut.push(template.slice(from, start), {
      name: match[1] as string,
      forms: forms(template.slice(start + match[0].length, end), template),
    });
    from = end + 1;
  }
  cut.push(template.slice(from));
  found = cut;
  if (piecesByTemplate.size < maxTemplatesKept) piecesByTemplate.set(template, found);
  return found;
}

/** Replaces every plural block of `template` with the form its number takes in `lang`. */
export function selectPlurals(template: string, params: Record<string, string | number>, lang?: string): string {
  if (!template.includes('plural,')) return template;
  let out = '';
  for (const piece of pieces(template)) {
    if (typeof piece === 'string') {
      out += piece;
      continue;
    }
    const value = params[piece.name];
    if (value === undefined) throw new Error(`Missing message parameter "${piece.name}" in "${template}"`);
    if (!lang) throw new Error(`A plural message needs the page's language: "${template}"`);
    // a number read back from a query string ("50") counts too; anything else takes "other"
    const count = Number(value);
    const { forms: options } = piece;
    const form = options.get(`=${count}`) ?? options.get(pluralForm(lang, count)) ?? (options.get('other') as string);
    out += form.replaceAll('#', String(value));
  }
  return out;
}

/** The names a template asks for: its {placeholders}, plural blocks' numbers and what their forms ask for. */
export function placeholderNames(template: string): string[] {
  const names = new Set<string>();
  let plain = '';
  let from = 0;
  for (const match of template.matchAll(pluralStart)) {
    if (match.index < from) continue;
    const end = closing(template, match.index);
    if (end < 0) throw new Error(`Malformed plural in "${template}"`);
    names.add(match[1] as string);
    for (const form of forms(template.slice(match.index + match[0].length, end), template).values()) {
      for (const name of placeholderNames(form)) names.add(name);
    }
    plain += template.slice(from, match.index);
    from = end + 1;
  }
  plain += template.slice(from);
  for (const match of plain.matchAll(/\{(\w+)\}/g)) names.add(match[1] as string);
  return [...names];
}
