import type { location as es } from '../es/location';

/** Portuguese: location messages. */
export const location: Record<keyof typeof es, string> = {};
