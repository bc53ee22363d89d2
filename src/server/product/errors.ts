/**
 * Codes the product service answers with beyond those of src/server/api/errors.ts: no source
 * gives any, so these name the case (docs/messages.md#the-error-catalogue).
 */
export const productErrorCodes = {
  /** The tenant does not offer what was asked (instalments outside mx, uy, ar). */
  notAvailable: 'NOT_AVAILABLE',
  /** Notify-me for a variant the shopper can buy now. */
  inStock: 'IN_STOCK',
} as const;
