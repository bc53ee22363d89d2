import type { PriceEntry } from '../../lib/price/price-entry';
import type { SortKey } from '../../lib/search-query';

/** One product as the search index sees it (loaded from the database, see load.ts). */
export interface SearchDocument {
  id: string;
  name: string;
  slug: string;
  brand: { id: string; name: string; slug: string };
  /** Root first, leaf last. */
  categories: { id: string; name: string }[];
  colors: { slug: string; name: string; hex: string | null }[];
  /** Data-sheet rows that can filter: name and value as the shopper reads them. */
  attributes: { name: string; value: string }[];
  /** Sizes of the product's SKUs ("XL", "42"), searched like attributes. */
  sizes?: string[];
  /** Codes a shopper may search for: the product id, its SKU ids (the page's "Código") and EANs. */
  codes?: string[];
  rating: number;
  ratingCount: number;
  soldWeek: number;
  createdAt: number;
  /** Displayed current and regular price per price group, minor units (docs/search-and-listings.md). */
  prices: Record<string, { current: number; regular: number }>;
  /**
   * The first SKU's price list per price group (docs/prices-and-badges.md), for the card's conditional lines (CMR,
   * pro) and the badges that announce them. Absent from documents not loaded from the catalogue.
   */
  priceLists?: Record<string, PriceEntry[]>;
  /** Units at the distribution centre that ships home deliveries. */
  webStock: number;
  /**
   * Units per store that has any. A Map, not an object: store ids are numbers ("1001"), and an
   * object keyed by them gets array storage sized by the largest id, kilobytes per product.
   */
  storeStock: ReadonlyMap<string, number>;
  shippingType: string;
  /** First gallery image, for product cards. */
  image: string | null;
  badges: string[];
  /**
   * The product's first SKU (the one listings price) and how many SKUs the product has: a card
   * adds it to the cart only when it is the only one (docs/search-and-listings.md, a variant must be chosen).
   * Absent from documents that were not loaded from the catalogue.
   */
  sku?: { id: string; count: number };
}

/** Where the shopper is: decides prices and delivery options (docs/search-and-listings.md zone, price group). */
export interface SearchZone {
  priceGroupId: string;
  /** Stores whose stock serves click and collect and buy at store for the zone. */
  storeIds: string[];
  homeDelivery: boolean;
}

export interface SearchRequest {
  term?: string;
  brand?: string;
  categoryId?: string;
  /** Restricts to these product ids (a collection). */
  productIds?: readonly string[];
  facets: Record<string, string[]>;
  sortBy: SortKey;
  page: number;
  pageSize: number;
  zone: SearchZone;
  /** The term was a did-you-mean suggestion already: do not correct it again. */
  noCorrection?: boolean;
}

export interface FacetValue {
  value: string;
  /** The catalogue's own words (a brand, a category, a colour); absent where the page words it. */
  label?: string;
  count: number;
  selected: boolean;
}

export type FacetKind = 'category' | 'brand' | 'price' | 'rating' | 'color' | 'delivery' | 'store' | 'attribute';

export interface Facet {
  name: string;
  kind: FacetKind;
  /** The attribute's name for attribute facets; the page words the built-in ones. */
  label?: string;
  values: FacetValue[];
}

export interface SearchHit {
  id: string;
  score: number;
}

export interface SearchResponse {
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  hits: SearchHit[];
  facets: Facet[];
  /** The corrected term when the original found nothing (spec: DYM). */
  didYouMean?: string;
  /** The term actually searched (the correction when one was applied). */
  searchedTerm?: string;
}
