import type { accountPage as es } from '../es/accountPage';

/** Portuguese: account page and account entry. */
export const accountPage: Record<keyof typeof es, string> = {};
