import type { Lang } from '../../lib/messages';
import { TranslationFailed, type TranslationProvider } from './provider';

export interface LibreTranslateOptions {
  /** The service's address: its base ("https://translate.example") or its /translate path. */
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A review is a few sentences: a service that takes longer than this is down for our purposes. */
const defaultTimeoutMs = 8000;

function endpointOf(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/translate') ? trimmed : `${trimmed}/translate`;
}

function isTextList(value: unknown, length: number): value is string[] {
  return Array.isArray(value) && value.length === length && value.every((item) => typeof item === 'string');
}

/**
 * LibreTranslate's HTTP API (and services compatible with it): POST /translate with
 * { q, source, target, format: 'text', api_key }; q may be a list, answered in order.
 */
export class LibreTranslateProvider implements TranslationProvider {
  readonly name = 'libretranslate';
  readonly #endpoint: string;
  readonly #apiKey: string | undefined;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: LibreTranslateOptions) {
    this.#endpoint = endpointOf(options.url);
    this.#apiKey = options.apiKey || undefined;
    this.#timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    this.#fetch = options.fetch ?? fetch;
  }

  async translate(texts: readonly string[], source: Lang, target: Lang): Promise<string[]> {
    if (texts.length === 0) return [];
    let response: Response;
    try {
      response = await this.#fetch(this.#endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: texts,
          source,
          target,
          format: 'text',
          ...(this.#apiKey ? { api_key: this.#apiKey } : {}),
        }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw new TranslationFailed('The translation service did not answer', { cause: error });
    }
    if (!response.ok) throw new TranslationFailed(`The translation service answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new TranslationFailed('The translation service answered with a body that is not JSON', { cause: error });
    }
    const translated = typeof body === 'object' && body !== null ? Reflect.get(body, 'translatedText') : undefined;
    if (!isTextList(translated, texts.length)) {
      throw new TranslationFailed('The translation service answered without one translated text per text');
    }
    return translated;
  }
}
