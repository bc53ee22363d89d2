/**
 * What the shopper pays with the chosen method: with Pix, the cart's total less the Pix discount
 * the server priced on pro prices (docs/checkout-and-payments.md, src/lib/price/pix.ts), which the review, the order and
 * its charge show as a row of its own; with any other method, the total.
 */
export function amountDue(
  totals: { total: { amount: number }; pix: { discount: { amount: number } } | null },
  method: string | null,
): { total: number; pixDiscount: number } {
  const pixDiscount = method === 'pix' ? (totals.pix?.discount.amount ?? 0) : 0;
  return { total: totals.total.amount - pixDiscount, pixDiscount };
}
