import type { OrderStatus } from './checkout';

/**
 * Which status an order may take next (issue 26): paid after waiting for the payment, prepared,
 * then shipped or made ready for pickup, then delivered or picked up; cancelled while it has not
 * left; refunded once paid. Expired and refunded are the ends. The retailer's systems move orders
 * through the order feed; this refuses a step that skips or goes back.
 */
const next: Record<OrderStatus, readonly OrderStatus[]> = {
  pendingPayment: ['paid', 'cancelled', 'expired'],
  paid: ['preparing', 'cancelled', 'refunded'],
  confirmed: ['preparing', 'readyForPickup', 'cancelled'],
  preparing: ['shipped', 'readyForPickup', 'cancelled'],
  shipped: ['delivered'],
  readyForPickup: ['pickedUp', 'cancelled'],
  delivered: ['refunded'],
  pickedUp: ['refunded'],
  cancelled: ['refunded'],
  expired: [],
  refunded: [],
};

export type StatusChange = { kind: 'move' } | { kind: 'same' } | { kind: 'refused'; allowed: readonly OrderStatus[] };

/** Whether `from` may become `to`: a move, the same status again (changes nothing), or refused. */
export function statusChange(from: OrderStatus, to: OrderStatus): StatusChange {
  if (from === to) return { kind: 'same' };
  return next[from].includes(to) ? { kind: 'move' } : { kind: 'refused', allowed: next[from] };
}

/** The units of an order go back to stock when it ends before leaving: cancelled or expired. */
export const releasesStock = (status: OrderStatus): boolean => status === 'cancelled' || status === 'expired';

/** The changes a shopper is told of by email, besides the order placed. */
export const emailedStatuses: readonly OrderStatus[] = ['paid', 'shipped', 'readyForPickup', 'cancelled'];
