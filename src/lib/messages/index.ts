import { es, type MessageKey } from './es';
import { interpolate, type MessageParams } from './interpolate';
import { pt } from './pt';

export type { MessageKey };
export type Lang = 'es' | 'pt';
export type { MessageParams };
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const catalogues: Record<Lang, Record<MessageKey, string>> = { es, pt };

export { interpolate };

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

/**
 * The raw templates of some keys, for an island to fill in the browser (with interpolate from
 * ./interpolate, which carries no catalogue): islands ship only the words they show.
 */
export function templates<K extends MessageKey>(lang: Lang, keys: readonly K[]): Record<K, string> {
  const catalogue = catalogues[lang];
  return Object.fromEntries(keys.map((key) => [key, catalogue[key]])) as Record<K, string>;
}
