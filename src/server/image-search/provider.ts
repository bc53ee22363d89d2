/**
 * Search by image (docs/search-and-listings.md "search-by-image result"): a service that, given a shopper's photo,
 * answers the catalogue products that look like it, best first. Implementations throw
 * ImageSearchFailed when they cannot answer; the page then shows the no-results page.
 */
export interface ImageSearchRequest {
  tenant: string;
  /** The stored upload, its type sniffed from the bytes (image/png, image/jpeg, image/webp). */
  bytes: Uint8Array;
  type: string;
  limit: number;
}

export interface ImageMatch {
  productId: string;
  /** Higher is closer; comparable within one answer only. */
  score: number;
}

export interface ImageSearchProvider {
  readonly name: string;
  search(request: ImageSearchRequest): Promise<ImageMatch[]>;
}

export class ImageSearchFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageSearchFailed';
  }
}
