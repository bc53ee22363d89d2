import type { productOptions as es } from '../es/productOptions';

/** Portuguese: product page options (store map, location entry, gallery, chat, store choice). */
export const productOptions: Record<keyof typeof es, string> = {};
