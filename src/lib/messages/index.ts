import { es, type MessageKey } from './es';
import { interpolate, type MessageParams } from './interpolate';
import { pluralForm } from './plural';
import { pt } from './pt';

export type { MessageKey };
export type Lang = 'es' | 'pt';
export type { MessageParams };
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const catalogues: Record<Lang, Record<MessageKey, string>> = { es, pt };

export { interpolate, pluralForm };

export function translator(lang: Lang): Translate {
  const catalogue = catalogues[lang];
  return (key, params) => interpolate(catalogue[pluralKey(lang, key, params)], params, lang);
}

/**
 * For a key of a `.one`/`.other` pair and a numeric `count`, the form the language's plural rules
 * choose (./plural), whichever of the two was asked for; any other key as it is.
 */
function pluralKey(lang: Lang, key: MessageKey, params: MessageParams | undefined): MessageKey {
  const pair = /^(.*)\.(one|other)$/.exec(key);
  const count = params?.count;
  if (!pair || typeof count !== 'number') return key;
  const chosen = `${pair[1]}.${pluralForm(lang, count)}`;
  return chosen in catalogues[lang] ? (chosen as MessageKey) : key;
}

/** A message chosen by a rule, shown later in whatever language the page speaks. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * A message of a `.one`/`.other` pair for a count. The key is a first guess (1 is singular); the
 * translator settles the form by the page language's plural rules.
 */
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
