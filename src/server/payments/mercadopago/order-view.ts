import type { OrderStatus } from '../../../lib/checkout/checkout';
import { type MercadoPagoNoticeView, mercadoPagoNotice } from '../../../lib/payments/mercadopago-notice';
import type { Db } from '../../db';
import { type PaymentRecord, paymentsOfOrder } from './payment-records';
import { type PreferenceAttempt, preferencesOf } from './preference-store';

/** What the order page shows of an order paid with Mercado Pago: the notice, the open preference, the payment that paid it. */
export interface MercadoPagoOrderView {
  view: MercadoPagoNoticeView | null;
  preference: PreferenceAttempt | undefined;
  paid: PaymentRecord | undefined;
}

export async function mercadoPagoView(
  db: Db,
  tenant: string,
  order: { id: string; status: OrderStatus },
): Promise<MercadoPagoOrderView> {
  const [[preference], payments] = await Promise.all([
    preferencesOf(db, tenant, order.id),
    paymentsOfOrder(db, tenant, order.id),
  ]);
  const view = mercadoPagoNotice(
    order.status,
    preference && {
      status: preference.status,
      open: preference.preferenceId !== null && preference.url !== null,
      at: preference.createdAt,
    },
    payments.map((payment) => ({
      outcome: payment.outcome,
      refundStatus: payment.refundStatus,
      at: payment.updatedAt,
    })),
  );
  return { view, preference, paid: payments.find((payment) => payment.outcome === 'paid') };
}
