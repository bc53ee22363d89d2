import type { validation as es } from '../es/validation';

/** Portuguese: validation messages. */
export const validation: Record<keyof typeof es, string> = {};
