import { es, type MessageKey } from './es';
import { pt } from './pt';

export type { MessageKey };
export type Lang = 'es' | 'pt';
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const catalogues: Record<Lang, Record<MessageKey, string>> = { es, pt };

/** Replaces {name} placeholders; a placeholder without a value is an error, never shown raw. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing message parameter "${name}" in "${template}"`);
    return String(value);
  });
}

export function translator(lang: Lang): Translate {
  const catalogue = catalogues[lang];
  return (key, params) => interpolate(catalogue[key], params);
}
