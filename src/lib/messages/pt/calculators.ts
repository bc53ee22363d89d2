import type { calculators as es } from '../es/calculators';

/** Portuguese: calculators messages. */
export const calculators: Record<keyof typeof es, string> = {};
