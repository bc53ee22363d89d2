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

/** The catalogue form for `count` in `lang`: CLDR's "one", or "other" for everything else. */
export function pluralForm(lang: string, count: number): PluralForm {
  let rules = rulesByLang.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    rulesByLang.set(lang, rules);
  }
  // es and pt also have "many" (exact millions, "1 000 000 de"), which the catalogues write as "other"
  return rules.select(count) === 'one' ? 'one' : 'other';
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

/** Replaces every plural block of `template` with the form its number takes in `lang`. */
export function selectPlurals(template: string, params: Record<string, string | number>, lang?: string): string {
  if (!template.includes('plural,')) return template;
  let out = '';
  let from = 0;
  for (const match of template.matchAll(pluralStart)) {
    const start = match.index;
    if (start < from) continue;
    const end = closing(template, start);
    if (end < 0) throw new Error(`Malformed plural in "${template}"`);
    const name = match[1] as string;
    const value = params[name];
    if (value === undefined) throw new Error(`Missing message parameter "${name}" in "${template}"`);
    if (!lang) throw new Error(`A plural message needs the page's language: "${template}"`);
    // a number read back from a query string ("50") counts too; anything else takes "other"
    const count = Number(value);
    const options = forms(template.slice(start + match[0].length, end), template);
    const form = options.get(`=${count}`) ?? options.get(pluralForm(lang, count)) ?? (options.get('other') as string);
    out += template.slice(from, start) + form.replaceAll('#', String(value));
    from = end + 1;
  }
  return out + template.slice(from);
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
