import type { cart as es } from '../es/cart';

/** Portuguese: cart messages. */
export const cart: Record<keyof typeof es, string> = {};
