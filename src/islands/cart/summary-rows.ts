import type { EditorCart } from './cart-view';
import type { Say } from './words';

export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * The rows of the cart's summary above the total, each figure as the server formatted it:
 * services, savings and the members' discount only when the cart has them.
 */
export function summaryRows(totals: EditorCart['totals'], say: Say): SummaryRow[] {
  const rows: (SummaryRow | false)[] = [
    { label: say('cartEditor.products'), value: totals.products.text },
    totals.services.amount > 0 && { label: say('site.cart.services'), value: totals.services.text },
    { label: say('site.cart.subtotal'), value: totals.subtotal.text },
    totals.savings.amount > 0 && { label: say('site.cart.savings'), value: `- ${totals.savings.text}` },
    totals.memberDiscount !== null && {
      label: `${totals.memberDiscount.label} (${totals.memberDiscount.percent}%)`,
      value: `- ${totals.memberDiscount.amount.text}`,
    },
    {
      label: say('site.cart.deliveryEstimate'),
      value: totals.delivery ? (totals.delivery.label ?? totals.delivery.cost.text) : say('site.cart.deliveryPending'),
    },
  ];
  return rows.filter((row) => row !== false);
}
