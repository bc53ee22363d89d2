/**
 * Values no source gives (docs/tenants.md#values-we-chose), chosen here and kept
 * together so that a product owner can change them in one place. Each is a choice, with why.
 */
export const choices = {
  /** Products side by side in the compare view: four still fit a 1280 px desktop row. */
  compareMaximum: 4,
  /** At or below this many units, stock is "critical" and the low-stock message shows. */
  lowStockThreshold: 5,
  /** Review title length, in characters: long enough for "Buena calidad", short enough for one line. */
  reviewTitle: { min: 3, max: 80 },
  /** Review comment length, in characters: a sentence or two at least; a page at most. */
  reviewComment: { min: 30, max: 3000 },
  /** Review nickname length, in characters. */
  reviewAlias: { min: 3, max: 25 },
  /** Shortest review email (docs/reviews.md#the-review-form): 6, the shortest address the format accepts ("a@b.co"). */
  reviewEmailMinLength: 6,
  /** Pix discount on pro prices, in percent (docs/prices-and-badges.md says it exists, not its size): what Brazilian DIY retailers commonly give. */
  pixPercent: 5,
  /** Reviews fetched per page of the reviews list. */
  reviewPageSize: 10,
  /** Reviews one shopper may write per product: one, a second is the duplicate-review error. */
  reviewsPerShopperPerProduct: 1,
} as const;
