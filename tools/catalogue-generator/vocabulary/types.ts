/**
 * The shapes of the product vocabulary: the words, measures and price ranges the catalogue
 * generator combines with a seeded random generator into each tenant's products.
 * Every text is written once in both languages, so Spanish and Portuguese cannot drift apart.
 */

/** es serves cl, pe, co, ar, mx, uy and homy; pt serves br and obra. */
export type Text = { es: string; pt: string };

export type SaleUnit =
  | 'UN'
  | 'CAJA'
  | 'M2'
  | 'GL'
  | 'LT'
  | 'KG'
  | 'M'
  | 'ML'
  | 'ROLLO'
  | 'SACO'
  | 'PAR'
  | 'JGO'
  | 'PLANCHA'
  | 'PACK'
  | 'M3';

/** One data-sheet row and the values it may take: Potencia: 650 W | 800 W … */
export interface AttributeSeed {
  name: Text;
  values: Text[];
}

/**
 * A kind of product, e.g. "Pintura látex" / "Tinta látex". A product's name is the noun, one
 * alternative of each qualifier group and one size. Attribute values never repeat a qualifier
 * or a size, so the name and the data sheet cannot contradict each other.
 */
export interface ProductTypeSeed {
  key: string;
  noun: Text;
  /** Groups of alternatives, one picked per group and appended: [[interior, exterior], [mate, satinada]]. */
  qualifiers: Text[][];
  /** Appended to the name: '1 galón' / '1 galão', '4 L', '13 mm'. */
  sizes?: Text[];
  /**
   * Parallel to `sizes`: the price range below is for a factor of 1, and a size costs its
   * factor times as much (a 4-gallon bucket is about 3.6 times a gallon).
   */
  sizePriceFactors?: number[];
  /** Parallel to `sizes`, paint only: litres in each can, for the paint calculator's choice of cans. */
  sizeLitres?: number[];
  /** Brand keys (see BrandSeed) that make this type. */
  brands: string[];
  saleUnit: SaleUnit;
  /** Realistic retail price range in US dollars (the engine converts per currency). */
  priceUsd: [number, number];
  variants?: 'COLOR' | 'SIZE' | 'COLOR_AND_SIZE';
  /** Colour keys for COLOR and COLOR_AND_SIZE variants. */
  colors?: string[];
  /** Clothing and gloves use XS..XXXXL (docs/product-page.md); footwear uses shoe sizes '36'..'46'. */
  variantSizes?: string[];
  /** 3–8 data-sheet rows. */
  attributes: AttributeSeed[];
  /** How many of the attributes to show as "top attributes" (default 3). */
  topAttributes?: number;
  /** Of one sale package as shipped: a box of tiles, a sack of cement, a drill in its case. */
  dimensionsCm: { depth: [number, number]; height: [number, number]; width: [number, number] };
  weightKg: [number, number];
  /** paint: yield in m² per litre; floor: m² per box (docs/tools.md calculators). */
  calculator?: 'paint' | 'floor';
  paintYieldM2PerLitre?: [number, number];
  /** Products sold by area (floors, tiles) use saleUnit 'M2' or 'CAJA'. */
  m2PerBox?: [number, number];
  /** bulky = heavy or large (cement, doors). */
  shipping: 'home' | 'pickup_only' | 'bulky';
  /** Service keys (installation, assembly…) offered with this type. */
  services?: string[];
  /** Extended warranty offered (power tools, appliances). */
  warranty?: boolean;
}

export interface LeafCategorySeed {
  key: string;
  /**
   * A leaf added after the tree was first numbered carries its own number (CATG<id>), above
   * every numbered one, so that no category already linked to changes its id.
   */
  id?: number;
  name: Text;
  types: ProductTypeSeed[];
}

export interface SubcategorySeed {
  key: string;
  name: Text;
  children: LeafCategorySeed[];
}

export interface DepartmentSeed {
  key: string;
  name: Text;
  children: SubcategorySeed[];
}

/** Invented brand names that sound real, never real trademarks. */
export interface BrandSeed {
  key: string;
  name: string;
}

export interface ColorSeed {
  key: string;
  name: Text;
  hex: string;
}

export interface ServiceSeed {
  key: string;
  name: Text;
  /** The flat price; for a warranty with `priceRate`, the least it costs. */
  priceUsd: number;
  kind: 'service' | 'warranty';
  /** Warranties only: years added to the maker's warranty (docs/product-page.md: up to 3). */
  years?: 1 | 2 | 3;
  /** Warranties only: share of the product's price, 0.1 = 10 %, never below priceUsd. */
  priceRate?: number;
}

/** Comments are 30–3000 characters, titles 3–80; every review fits any product. */
export interface ReviewSeed {
  rating: 1 | 2 | 3 | 4 | 5;
  title: Text;
  comment: Text;
}

/** Attached to any product of its department, so it speaks of the department, not of one type. */
export interface QuestionSeed {
  department: string;
  question: Text;
  answer: Text;
}

export interface CollectionSeed {
  id: string;
  title: Text;
  description: Text;
  departments: string[];
  /** A badge type of docs/prices-and-badges.md shown on the collection's products. */
  badge?: string;
}
