import type { price as es } from '../es/price';

/** Portuguese: price messages. */
export const price: Record<keyof typeof es, string> = {};
