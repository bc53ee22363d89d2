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

/** A message chosen by a rule, shown later in whatever language the page speaks. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/** Picks the singular or plural key for a count (both catalogues plural the same way: 1 is singular). */
export function countMessage(count: number, one: MessageKey, other: MessageKey, params: MessageParams = {}): Message {
  return { key: count === 1 ? one : other, params: { ...params, count } };
}

export function translateMessage(t: Translate, message: Message): string {
  return t(message.key, message.params);
}
