/**
 * Values of the cart the specification does not show, chosen here so a product owner can
 * change them in one place. Each is a choice, with why.
 */
export const cartChoices = {
  /**
   * docs/cart-rules.md: the specialists circle's exclusive discount, in percent. The rate belongs to the
   * running promotion (the spec gives none): 5 % until a promotions service passes its own.
   */
  memberDiscountPercent: 5,
  /** Distinct lines in one cart: a whole building project fits; it bounds the work of pricing a cart. */
  maxLines: 100,
  /** Services and warranties on one line: more than any product offers. */
  maxServicesPerLine: 10,
  /** How long a browser keeps its cart: a renovation is planned over weeks. */
  cookieMaxAgeSeconds: 90 * 24 * 60 * 60,
  /** Quotations listed for a shopper, newest first. */
  quotationListLimit: 50,
} as const;
