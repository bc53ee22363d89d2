import { selectPlurals } from './plural';

export type MessageParams = Record<string, string | number>;

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
  return selectPlurals(template, params, lang).replace(/\{(\w+)\}(\.?)/g, (_, name: string, period: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing message parameter "${name}" in "${template}"`);
    const text = String(value);
    return period && text.endsWith('.') ? text : text + period;
  });
}
