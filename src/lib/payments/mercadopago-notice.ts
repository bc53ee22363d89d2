import type { OrderStatus } from '../checkout/checkout';
import type { PaymentOutcome, PreferenceStatus, RefundStatus } from './mercadopago';

/**
 * What the order page says about a Mercado Pago payment, from the order's status, its latest
 * preference and the payments that came for it: the message, and whether it offers the link to
 * Mercado Pago's checkout (`pay`) or a new preference (`retry`). Only an order still waiting for
 * its payment offers either.
 */
export type MercadoPagoNotice =
  | 'paid'
  | 'goPay'
  | 'preparing'
  | 'pending'
  | 'rejected'
  | 'unavailable'
  | 'mismatch'
  | 'refunded'
  | 'refundPending';

export interface MercadoPagoNoticeView {
  notice: MercadoPagoNotice;
  pay: boolean;
  retry: boolean;
}

export interface LatestPreference {
  status: PreferenceStatus;
  /** Whether Mercado Pago gave its checkout's address. */
  open: boolean;
  /** When it was created (ISO 8601). */
  at: string;
}

export interface PaymentSeen {
  outcome: PaymentOutcome;
  refundStatus: RefundStatus | null;
  /** When the store last settled it (ISO 8601). */
  at: string;
}

export function mercadoPagoNotice(
  order: OrderStatus,
  preference: LatestPreference | undefined,
  payments: readonly PaymentSeen[],
): MercadoPagoNoticeView | null {
  const view = (notice: MercadoPagoNotice, offers: Partial<Omit<MercadoPagoNoticeView, 'notice'>> = {}) => ({
    notice,
    pay: false,
    retry: false,
    ...offers,
  });
  if (payments.some((payment) => payment.outcome === 'paid')) return view('paid');
  const latest = payments.reduce<PaymentSeen | undefined>(
    (last, payment) => (last === undefined || payment.at > last.at ? payment : last),
    undefined,
  );
  // the payment is given back; an order still waiting may be paid again
  if (latest?.outcome === 'mismatch') return view('mismatch', { retry: order === 'pendingPayment' });
  if (latest?.outcome === 'orderClosed') return view(latest.refundStatus === 'refunded' ? 'refunded' : 'refundPending');
  if (order !== 'pendingPayment') return null;
  // a payment settled after the latest preference was opened says how that one went
  const current = latest && (preference === undefined || latest.at >= preference.at) ? latest : undefined;
  if (current?.outcome === 'pending') return view('pending');
  if (current?.outcome === 'rejected') return view('rejected', { retry: true });
  switch (preference?.status) {
    case 'created':
      return preference.open ? view('goPay', { pay: true }) : view('unavailable', { retry: true });
    case 'creating':
      return view('preparing');
    default:
      return view('unavailable', { retry: true });
  }
}
