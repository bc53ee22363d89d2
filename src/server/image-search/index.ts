import type { DatabaseHandle } from '../db';
import { popularity } from '../search/build-index';
import { searchIndex } from '../search/registry';
import { ColourMatchProvider } from './colour-match';
import { HttpImageSearchProvider } from './http-provider';
import type { ImageSearchProvider } from './provider';

export { type ImageMatch, ImageSearchFailed, type ImageSearchProvider } from './provider';

/**
 * The configured image search: IMAGE_SEARCH_API_URL names an external visual-search service
 * (IMAGE_SEARCH_API_KEY its key); without it, the local colour match against the catalogue's
 * colour attribute. Read at run time, not build time.
 */
export function imageSearchProvider(handle: DatabaseHandle, env: NodeJS.ProcessEnv = process.env): ImageSearchProvider {
  const url = env.IMAGE_SEARCH_API_URL?.trim();
  if (url) return new HttpImageSearchProvider({ url, apiKey: env.IMAGE_SEARCH_API_KEY?.trim() });
  return new ColourMatchProvider(async (tenant) => ({ docs: (await searchIndex(handle, tenant)).docs, popularity }));
}
