/**
 * Codes the product service answers with beyond those of src/server/api/errors.ts. The spec
 * shows none (§8 "server error codes beyond those in section 7: not shown"); these name the case.
 */
export const productErrorCodes = {
  /** The tenant does not offer what was asked (instalments outside mx, uy, ar). */
  notAvailable: 'NOT_AVAILABLE',
  /** Notify-me for a variant the shopper can buy now. */
  inStock: 'IN_STOCK',
} as const;
