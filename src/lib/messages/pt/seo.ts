import type { seo as es } from '../es/seo';

/** Portuguese: seo messages. */
export const seo: Record<keyof typeof es, string> = {};
