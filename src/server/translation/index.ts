import { LibreTranslateProvider } from './libre-translate';
import type { TranslationProvider } from './provider';

export { TranslationFailed, type TranslationProvider } from './provider';

/**
 * The configured translation service, or undefined when none is: TRANSLATION_API_URL names a
 * LibreTranslate-compatible service, TRANSLATION_API_KEY its key. Read at run time, not build time.
 */
export function translationProvider(env: NodeJS.ProcessEnv = process.env): TranslationProvider | undefined {
  const url = env.TRANSLATION_API_URL?.trim();
  if (!url) return undefined;
  return new LibreTranslateProvider({ url, apiKey: env.TRANSLATION_API_KEY?.trim() });
}
