import type { MessageKey } from './es';
import { interpolate, type MessageParams } from './interpolate';
import { pluralForm } from './plural';

/**
 * A translator over some templates of one language: the whole catalogue on the server
 * (./index.ts), or the words an island was handed, without shipping the catalogues.
 * For a key of a `.one`/`.other` pair and a numeric `count`, the form the language's plural
 * rules choose (./plural), whichever of the two was asked for; any other key as it is.
 */
export function templateTranslator(lang: 'es' | 'pt', templates: Partial<Record<MessageKey, string>>) {
  const pluralKey = (key: MessageKey, params: MessageParams | undefined): MessageKey => {
    const count = params?.count;
    if (typeof count !== 'number') return key;
    const pair = /^(.*)\.(one|other)$/.exec(key);
    if (!pair) return key;
    const chosen = `${pair[1]}.${pluralForm(lang, count)}` as MessageKey;
    return Object.hasOwn(templates, chosen) ? chosen : key;
  };
  return (key: MessageKey, params?: MessageParams): string => {
    const template = templates[pluralKey(key, params)];
    if (template === undefined) throw new Error(`No template for "${key}"`);
    return interpolate(template, params, lang);
  };
}
