import { selectPlurals } from './plural';

export type MessageParams = Record<string, string | number>;

/** A template cut at its placeholders: text as it is, and each placeholder's name and the period after it. */
type Part = string | { name: string; period: boolean };

const placeholder = /\{(\w+)\}(\.?)/g;
// A page fills the same templates many times: each is cut once. The memo stops taking templates
// when full (a caller could pass templates of its own); both catalogues hold about 800 with
// placeholders. Not an LRU: islands fill templates too, and lru-cache would add 6 KB of gzipped
// JavaScript to every page, whose 90 KB budget (tests/e2e/js-budget.spec.ts) has less than 1 KB
// to spare.
const partsByTemplate = new Map<string, readonly Part[]>();
const maxTemplatesKept = 2048;

function parts(template: string): readonly Part[] {
  let found = partsByTemplate.get(template);
  if (found) return found;
  const cut: Part[] = [];
  let from = 0;
  for (const match of template.matchAll(placeholder)) {
    cut.push(template.slice(from, match.index), { name: match[1] as string, period: match[2] === '.' });
    from = match.index + match[0].length;
  }
  cut.push(template.slice(from));
  found = cut;
  if (partsByTemplate.size < maxTemplatesKept) partsByTemplate.set(template, found);
  return found;
}

function fill(template: string, params: MessageParams): string {
  let out = '';
  for (const part of parts(template)) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const value = params[part.name];
    if (value === undefined) throw new Error(`Missing message parameter "${part.name}" in "${template}"`);
    const filled = String(value);
    out += part.period && !filled.endsWith('.') ? `${filled}.` : filled;
  }
  return out;
}

/**
 * Fills a template: plural blocks first (./plural, by the rules of `lang`), then {name}
 * placeholders; a placeholder without a value is an error, never shown raw.
 * A value that ends with a period (an abbreviation: "Monterrey, N.L.") takes the place of the
 * template's own period after it, so a sentence never ends in "N.L..".
 * Kept apart from the catalogues so that islands can fill templates without shipping them.
 */
export function interpolate(template: string, params: MessageParams = {}, lang?: string): string {
  // Most templates have nothing to fill: a page asks for hundreds of them.
  if (!template.includes('{')) return template;
  if (!template.includes('plural,')) return fill(template, params);
  // a plural's chosen form depends on the number, so what it leaves is filled as it comes
  return selectPlurals(template, params, lang).replace(placeholder, (_, name: string, period: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing message parameter "${name}" in "${template}"`);
    const text = String(value);
    return period && text.endsWith('.') ? text : text + period;
  });
}
