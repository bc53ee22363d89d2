import type { productExtras as es } from '../es/productExtras';

/** Portuguese: product page extras (review paging and translation, linked and sponsored products). */
export const productExtras: Record<keyof typeof es, string> = {};
