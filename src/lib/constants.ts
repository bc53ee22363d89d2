/**
 * Business constants and limits (docs/README.md lists the pages that state them), grouped by
 * what they govern. Values no source gives live in ./choices.ts instead.
 * Times are milliseconds unless the name says otherwise; sizes are CSS pixels.
 */

/** docs/tenants.md: deployment environments. */
export const environments = ['development', 'staging', 'uat', 'production', 'local'] as const;
export type Environment = (typeof environments)[number];

/** docs/tenants.md: which configuration each environment loads; uat runs on the production config. */
export const configEnvironment = {
  development: 'development',
  staging: 'staging',
  uat: 'production',
  production: 'production',
  local: 'local',
} as const satisfies Record<Environment, Environment>;

/** docs/tenants.md: layout breakpoints (minimum window widths). */
export const breakpoints = { mobile: 320, phablet: 720, tablet: 1024, desktop: 1280 } as const;

/** docs/browser-state.md: debounce delays. */
export const debounceMs = { tooltip: 100, menu: 200, accountTooltip: 200, typeahead: 200, zipSearch: 200 } as const;

/** docs/browser-state.md: toasts. */
export const toastTypes = ['success', 'error', 'warning'] as const;
export type ToastType = (typeof toastTypes)[number];
export const toastMs = 4000;

/** docs/browser-state.md: transient messages clear themselves after 10 seconds. */
export const transientMessageMs = 10_000;

/** docs/browser-state.md: the sticky header turns on past scrollPosition. */
export const stickyHeader = { headerHeight: 67, searchBarHeight: 42, scrollPosition: 30 } as const;

/** docs/zones-and-price-groups.md: the region label is polled from a cookie until it appears or the time-out passes. */
export const regionLabelPolling = { intervalMs: 2000, timeoutMs: 15_000 } as const;

/** docs/search-and-listings.md: listing pages. */
export const listing = { defaultPageSize: 28, maxFilterLimit: 100 } as const;

/** docs/tenants.md: upsell carousels. */
export const upsell = { normal: 6, seo: 15, maxVariants: 3, mobilePagesQuantity: 4 } as const;

/** docs/tracking-and-ads.md: recommendation pods and sponsored banners. */
export const recommendations = {
  minPods: { productPage: 1, listPage: 1 },
  relatedKeywords: 4,
  placeAfter: 20,
  firstSponsoredBannerPosition: 30,
} as const;

/** docs/tenants.md: cross-selling grid. */
export const crossSellingGrid = {
  columns: { desktop: 2, mobile: 1 },
  closedRows: 3,
  maxOpenRows: { desktop: 9, mobile: 12 },
  itemWidths: [135, 150, 180, 240],
} as const;

/** docs/tenants.md: modal widths; a range is { min, max }. */
export const modalWidths = {
  homeDelivery: 460,
  clickAndCollect: { min: 720, max: 950 },
  guidedSearch: 482,
  paintCalculator: { min: 720, max: 950 },
  addToCartRecommendation: 598,
  instalments: 399,
} as const;

/** docs/tenants.md */
export const reviewSidePanelWidths = [135, 150, 536, 670] as const;
export const freeShippingImageSize = 82;

/** docs/reviews.md: review photo uploads; a megabyte is read as 2^20 bytes (the spec says "5 MB"). */
export const reviewUploads = { maxFiles: 6, maxFileMegabytes: 5, maxFileBytes: 5 * 1024 * 1024 } as const;

/** docs/tenants.md: promises made to the shopper. */
export const promises = {
  quotationPriceFreezeHours: 72,
  satisfactionGuaranteeDays: 30,
  extendedWarrantyMaxYears: 3,
} as const;

/** docs/tools.md: the floor calculator adds this share for cuts and breakage (a whole percentage, for exact arithmetic). */
export const floorWastagePercent = 10;

/**
 * docs/prices-and-badges.md: CMR card limits, in major units of the tenant currency (the spec gives bare
 * numbers; convert with toMinorUnits from ./money before comparing with money).
 */
export const cmrLimits = { lowerMajor: 10_000, upperMajor: 500_000 } as const;

/** docs/tenants.md: the z-index scale; every layer sits within it. */
export const zIndex = { min: -1, max: 9_999_999 } as const;

/** docs/seo-and-urls.md: client navigation redirects wait this long. */
export const clientRedirectDelayMs = 1000;

/** docs/cart-rules.md: at most 9999 units of one product in the cart. */
export const cartQuantityBounds = { min: 1, max: 9999 } as const;

/**
 * An island hydrated "when the browser is idle" (`client:idle`) waits at most this long: on a
 * phone busy with the page, or a machine under load, an idle moment may not come for many
 * seconds, and toasts, the gallery's keys or the sticky header would not answer meanwhile.
 */
export const idleTimeoutMs = 2000;
