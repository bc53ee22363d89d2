import type { account as es } from '../es/account';

/** Portuguese: account messages. */
export const account: Record<keyof typeof es, string> = {};
