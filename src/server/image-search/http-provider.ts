import { type ImageMatch, ImageSearchFailed, type ImageSearchProvider, type ImageSearchRequest } from './provider';

export interface HttpImageSearchOptions {
  /** The visual-search service's search address (IMAGE_SEARCH_API_URL). */
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const defaultTimeoutMs = 8000;

function isMatchList(value: unknown): value is ImageMatch[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ImageMatch).productId === 'string' &&
        typeof (item as ImageMatch).score === 'number',
    )
  );
}

/**
 * An external visual-search service: POST {url}?tenant=…&limit=… with the image as the body
 * (its type as content-type, the key as a bearer token), answered with
 * `{ "results": [{ "productId": "…", "score": 0.93 }, …] }`, best first.
 */
export class HttpImageSearchProvider implements ImageSearchProvider {
  readonly name = 'http';
  readonly #options: Required<Omit<HttpImageSearchOptions, 'apiKey'>> & { apiKey: string | undefined };

  constructor(options: HttpImageSearchOptions) {
    this.#options = {
      url: options.url,
      apiKey: options.apiKey || undefined,
      timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
      fetch: options.fetch ?? fetch,
    };
  }

  async search(request: ImageSearchRequest): Promise<ImageMatch[]> {
    const url = new URL(this.#options.url);
    url.searchParams.set('tenant', request.tenant);
    url.searchParams.set('limit', String(request.limit));
    let response: Response;
    try {
      response = await this.#options.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': request.type,
          accept: 'application/json',
          ...(this.#options.apiKey ? { authorization: `Bearer ${this.#options.apiKey}` } : {}),
        },
        body: request.bytes as BodyInit,
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
    } catch (error) {
      throw new ImageSearchFailed('The image search service did not answer', { cause: error });
    }
    if (!response.ok) throw new ImageSearchFailed(`The image search service answered ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as { results?: unknown } | undefined;
    if (!isMatchList(body?.results)) throw new ImageSearchFailed('The image search service answered badly');
    return body.results.slice(0, request.limit);
  }
}
