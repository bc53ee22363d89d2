import type { instalments as es } from '../es/instalments';

/** Portuguese: instalments messages. */
export const instalments: Record<keyof typeof es, string> = {};
