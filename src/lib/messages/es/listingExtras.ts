/** Spanish: listing extras (guided search, sponsored products, search by image). */
export const listingExtras = {} as const;
