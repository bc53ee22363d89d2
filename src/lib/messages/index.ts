import { es, type MessageKey } from './es';
import { interpolate, type MessageParams } from './interpolate';
import { countMessage, type Message } from './message';
import { pluralForm } from './plural';
import { pt } from './pt';
import { templateTranslator } from './template-translator';

export type { MessageKey };
export type Lang = 'es' | 'pt';
export type { MessageParams };
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const catalogues: Record<Lang, Record<MessageKey, string>> = { es, pt };

export type { Message };
export { countMessage, interpolate, pluralForm };

export function translator(lang: Lang): Translate {
  return templateTranslator(lang, catalogues[lang]);
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
