import type { SearchDocument } from '../search/types';
import { colourDistance, dominantColours, parseHex, type Rgb } from './colours';
import { decodeImage } from './decode';
import type { ImageMatch, ImageSearchProvider, ImageSearchRequest } from './provider';

/** Colours further apart than this (redmean units) are not "the same colour" to a shopper. */
export const colourThreshold = 100;

/** What the colour match reads of a product. */
export type ColouredProduct = Pick<SearchDocument, 'id' | 'colors'>;

export interface ColourCatalogue<Product extends ColouredProduct = ColouredProduct> {
  docs: Iterable<Product>;
  popularity(doc: Product): number;
}

/**
 * The products whose catalogue colour is nearest the picture's dominant colours: each product
 * scores, over the dominant colours, the largest share × closeness (1 at the same colour, 0 at
 * the threshold); equal scores (same colour) go by popularity. Products with no close colour
 * are left out: an empty answer means no match.
 */
export function rankByColour<Product extends ColouredProduct>(
  catalogue: ColourCatalogue<Product>,
  colours: { rgb: Rgb; share: number }[],
  limit: number,
): ImageMatch[] {
  const scored: { doc: Product; score: number; popularity: number }[] = [];
  for (const doc of catalogue.docs) {
    let best = 0;
    for (const colour of doc.colors) {
      const rgb = parseHex(colour.hex);
      if (!rgb) continue;
      for (const dominant of colours) {
        const distance = colourDistance(rgb, dominant.rgb);
        if (distance <= colourThreshold) best = Math.max(best, dominant.share * (1 - distance / colourThreshold));
      }
    }
    if (best > 0) scored.push({ doc, score: Math.round(best * 1000) / 1000, popularity: catalogue.popularity(doc) });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.popularity - a.popularity || a.doc.id.localeCompare(b.doc.id))
    .slice(0, limit)
    .map(({ doc, score }) => ({ productId: doc.id, score }));
}

/** The working local default: the picture's colours against the catalogue's colour attribute. */
export class ColourMatchProvider implements ImageSearchProvider {
  readonly name = 'colour-match';
  readonly #catalogue: (tenant: string) => Promise<ColourCatalogue>;

  constructor(catalogue: (tenant: string) => Promise<ColourCatalogue>) {
    this.#catalogue = catalogue;
  }

  async search(request: ImageSearchRequest): Promise<ImageMatch[]> {
    const colours = dominantColours(await decodeImage(request.bytes, request.type));
    if (colours.length === 0) return [];
    return rankByColour(await this.#catalogue(request.tenant), colours, request.limit);
  }
}
