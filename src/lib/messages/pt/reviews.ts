import type { reviews as es } from '../es/reviews';

/** Portuguese: reviews messages. */
export const reviews: Record<keyof typeof es, string> = {};
