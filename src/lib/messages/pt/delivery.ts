import type { delivery as es } from '../es/delivery';

/** Portuguese: delivery messages. */
export const delivery: Record<keyof typeof es, string> = {};
