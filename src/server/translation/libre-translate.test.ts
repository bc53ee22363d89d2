import { describe, expect, it } from 'vitest';
import { translationProvider } from './index';
import { LibreTranslateProvider } from './libre-translate';
import { TranslationFailed } from './provider';

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('LibreTranslateProvider', () => {
  it('posts the texts, languages, text format and key to /translate and reads the texts back in order', async () => {
    const { calls, fetch } = fakeFetch(() => json({ translatedText: ['Muy buena', 'Cubre bien.'] }));
    const provider = new LibreTranslateProvider({ url: 'https://translate.example/', apiKey: 'k-123', fetch });
    expect(await provider.translate(['Muito boa', 'Cobre bem.'], 'pt', 'es')).toEqual(['Muy buena', 'Cubre bien.']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://translate.example/translate');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      q: ['Muito boa', 'Cobre bem.'],
      source: 'pt',
      target: 'es',
      format: 'text',
      api_key: 'k-123',
    });
  });

  it('accepts the full /translate address and sends no key when none is set', async () => {
    const { calls, fetch } = fakeFetch(() => json({ translatedText: ['x'] }));
    await new LibreTranslateProvider({ url: 'http://lt:5000/translate', fetch }).translate(['y'], 'es', 'pt');
    expect(calls[0]?.url).toBe('http://lt:5000/translate');
    expect(JSON.parse(String(calls[0]?.init.body))).not.toHaveProperty('api_key');
  });

  it.each([
    ['an error status', () => json({ error: 'Invalid API key' }, 403)],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a single text for two', () => json({ translatedText: 'Muy buena' })],
    ['too few texts', () => json({ translatedText: ['Muy buena'] })],
    ['no answer at all', () => Promise.reject(new TypeError('fetch failed'))],
  ])('fails with TranslationFailed on %s', async (_, answer) => {
    const { fetch } = fakeFetch(answer);
    const provider = new LibreTranslateProvider({ url: 'https://translate.example', fetch });
    await expect(provider.translate(['a', 'b'], 'pt', 'es')).rejects.toBeInstanceOf(TranslationFailed);
  });

  it('gives up on a service that does not answer in time', async () => {
    const hanging = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const provider = new LibreTranslateProvider({
      url: 'https://x.example',
      timeoutMs: 20,
      fetch: hanging as typeof fetch,
    });
    await expect(provider.translate(['a'], 'es', 'pt')).rejects.toBeInstanceOf(TranslationFailed);
  });
});

describe('translationProvider', () => {
  it('is configured only by TRANSLATION_API_URL', () => {
    expect(translationProvider({})).toBeUndefined();
    expect(translationProvider({ TRANSLATION_API_URL: '  ' })).toBeUndefined();
    expect(translationProvider({ TRANSLATION_API_URL: 'https://lt.example', TRANSLATION_API_KEY: 'k' })?.name).toBe(
      'libretranslate',
    );
  });
});
