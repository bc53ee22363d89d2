import type { product as es } from '../es/product';

/** Portuguese: product messages. */
export const product: Record<keyof typeof es, string> = {};
