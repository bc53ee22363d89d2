import type { listingExtras as es } from '../es/listingExtras';

/** Portuguese: listing extras (guided search, sponsored products, search by image). */
export const listingExtras: Record<keyof typeof es, string> = {};
