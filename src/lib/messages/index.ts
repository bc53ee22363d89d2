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

/** Per list of prefixes and language, the templates picked from it (see templatesByPrefix). */
const picked = new WeakMap<readonly string[], Partial<Record<Lang, Readonly<Record<MessageKey, string>>>>>();

/**
 * The templates whose keys start with one of `prefixes`, in the catalogue's order: the words of an
 * island that ships a whole family of messages. The catalogues never change while the server runs,
 * so each language's pick is made once per list (pass the same constant list) and shared by every
 * page, frozen: a page rendered hundreds of times a second no longer scans the whole catalogue.
 */
export function templatesByPrefix(lang: Lang, prefixes: readonly string[]): Readonly<Record<MessageKey, string>> {
  let byLang = picked.get(prefixes);
  if (!byLang) {
    byLang = {};
    picked.set(prefixes, byLang);
  }
  let words = byLang[lang];
  if (!words) {
    const keys = (Object.keys(catalogues.es) as MessageKey[]).filter((key) =>
      prefixes.some((prefix) => key.startsWith(prefix)),
    );
    words = Object.freeze(templates(lang, keys));
    byLang[lang] = words;
  }
  return words;
}
