import type { productPage as es } from '../es/productPage';

/** Portuguese: productPage messages. */
export const productPage: Record<keyof typeof es, string> = {};
