import type { OrderStatus } from '../checkout/checkout';
import { mayTryAgain, type RefundStatus, type WebpayAttemptStatus } from './webpay';

/**
 * What the order page says about a Webpay payment, from the order's status and its latest
 * attempt: the message, and whether it offers the form to Webpay (`pay`) or a new attempt
 * (`retry`). Only an order still waiting for its payment offers either; an order that closed
 * with no payment says nothing here (its status does).
 */
export type WebpayNotice =
  | 'paid'
  | 'goPay'
  | 'confirming'
  | 'rejected'
  | 'cancelled'
  | 'timedOut'
  | 'formError'
  | 'unavailable'
  | 'mismatch'
  | 'refunded'
  | 'refundPending';

export interface WebpayNoticeView {
  notice: WebpayNotice;
  pay: boolean;
  retry: boolean;
}

export interface LatestAttempt {
  status: WebpayAttemptStatus;
  refundStatus: RefundStatus | null;
  /** Whether the attempt has Webpay's token and form URL. */
  open: boolean;
}

const refundNotice = (refund: RefundStatus | null): WebpayNotice | undefined =>
  refund === null ? undefined : refund === 'refunded' ? 'refunded' : 'refundPending';

export function webpayNotice(order: OrderStatus, latest: LatestAttempt | undefined): WebpayNoticeView | null {
  const view = (notice: WebpayNotice, offers: Partial<Omit<WebpayNoticeView, 'notice'>> = {}) => ({
    notice,
    pay: false,
    retry: false,
    ...offers,
  });
  if (latest?.status === 'mismatch') return view('mismatch');
  const refund = refundNotice(latest?.refundStatus ?? null);
  if (refund) return view(refund);
  if (order !== 'pendingPayment') return latest?.status === 'authorized' ? view('paid') : null;
  switch (latest?.status) {
    case 'created':
      return latest.open ? view('goPay', { pay: true }) : view('unavailable', { retry: true });
    case 'creating':
    case 'committing':
    case 'commitFailed':
    case 'authorized':
      return view('confirming');
    case 'rejected':
    case 'cancelled':
    case 'timedOut':
    case 'formError':
      return view(latest.status, { retry: mayTryAgain(latest.status) });
    default:
      return view('unavailable', { retry: mayTryAgain(latest?.status) });
  }
}
