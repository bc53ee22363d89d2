import type { listing as es } from '../es/listing';

/** Portuguese: listing messages. */
export const listing: Record<keyof typeof es, string> = {};
