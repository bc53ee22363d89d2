import type { OrderStatus } from '../checkout/checkout';
import type { PixChargeStatus } from './pix';
import type { RefundStatus } from './webpay';

/**
 * What the order page says about a Pix payment, from the order's status and its charge: the QR
 * and code to pay (`pay`, only while the order waits), the payment confirmed, or what became of a
 * Pix that could not pay the order. An order that closed unpaid says nothing here (its status does).
 */
export type PixNotice = 'pay' | 'paid' | 'confirming' | 'unavailable' | 'mismatch' | 'refunded' | 'refundPending';

export function pixNotice(
  order: OrderStatus,
  charge: { status: PixChargeStatus; refundStatus: RefundStatus | null } | undefined,
): PixNotice | null {
  if (charge?.status === 'mismatch') return 'mismatch';
  if (charge?.refundStatus) return charge.refundStatus === 'refunded' ? 'refunded' : 'refundPending';
  if (order !== 'pendingPayment') return charge?.status === 'received' ? 'paid' : null;
  switch (charge?.status) {
    case 'active':
      return 'pay';
    case 'creating':
    case 'settling':
    case 'received':
      return 'confirming';
    default:
      return 'unavailable';
  }
}
