import type { units as es } from '../es/units';

/** Portuguese: units messages. */
export const units: Record<keyof typeof es, string> = {};
