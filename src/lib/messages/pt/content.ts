import type { content as es } from '../es/content';

/** Portuguese: content messages. */
export const content: Record<keyof typeof es, string> = {};
