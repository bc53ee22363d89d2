import type { site as es } from '../es/site';

/** Portuguese: site messages. */
export const site: Record<keyof typeof es, string> = {};
