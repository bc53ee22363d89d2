import type { DatabaseHandle } from '../db';
import type { SearchIndex } from '../search/build-index';
import { searchIndex } from '../search/registry';
import { type ColourCatalogue, type ColouredProduct, ColourMatchProvider } from './colour-match';
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
  return new ColourMatchProvider(async (tenant) => colourCatalogue(await searchIndex(handle, tenant)));
}

/** Each product's id and colours, read from the index's columns without making whole documents. */
function colourCatalogue(index: SearchIndex): ColourCatalogue<ColouredProduct & { ordinal: number }> {
  function* docs() {
    for (let ordinal = 0; ordinal < index.docs.length; ordinal++) {
      yield { id: index.docs.id(ordinal), colors: index.docs.colors(ordinal), ordinal };
    }
  }
  return { docs: docs(), popularity: (doc) => index.docs.popularity(doc.ordinal) };
}
