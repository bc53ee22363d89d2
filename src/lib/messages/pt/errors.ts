import type { errors as es } from '../es/errors';

/** Portuguese: errors messages. */
export const errors: Record<keyof typeof es, string> = {};
