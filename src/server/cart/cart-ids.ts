import { randomBytes } from 'node:crypto';

/**
 * Cart and quotation ids are 128 random bits (base64url, 22 characters): knowing one is the
 * proof of owning a guest's cart, so it must not be guessable. Line ids only need to be
 * unique within a cart.
 */
const documentIdPattern = /^[A-Za-z0-9_-]{22}$/;
const lineIdPattern = /^[A-Za-z0-9_-]{12}$/;

export const newDocumentId = (): string => randomBytes(16).toString('base64url');
export const newLineId = (): string => randomBytes(9).toString('base64url');

/** A cart or quotation id as we issue them; anything else names nothing (a malformed cookie, a typo). */
export function isDocumentId(value: string | undefined): value is string {
  return value !== undefined && documentIdPattern.test(value);
}

export function isLineId(value: string | undefined): value is string {
  return value !== undefined && lineIdPattern.test(value);
}
