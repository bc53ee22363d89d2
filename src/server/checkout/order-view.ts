import { pixNotice } from '../../lib/payments/pix-notice';
import type { Tenant } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { type MercadoPagoOrderView, mercadoPagoView } from '../payments/mercadopago/order-view';
import { brCodeSvg } from '../payments/pix/br-code';
import { chargeOfOrder, type PixCharge } from '../payments/pix/pix-store';
import { attemptsOf, type PaymentAttempt } from '../payments/webpay/payment-store';
import { type OrderLineFacts, orderLineFacts } from './order-line-facts';
import { type OrderLineRecord, type OrderRecord, orderEvents, orderLines } from './order-store';

/** What a provider's part of the order page shows, read for the order's payment method alone. */
export type OrderPaymentView =
  | { method: 'webpay'; latest: PaymentAttempt | undefined }
  | ({ method: 'mercadoPago' } & MercadoPagoOrderView)
  | { method: 'pix'; charge: PixCharge | undefined; qrSvg: string | null }
  | { method: 'other' };

/**
 * Everything an order's page shows (its confirmation page, a guest's lookup), read by the page
 * before it renders, so that the components that draw it read nothing themselves.
 */
export interface OrderView {
  order: OrderRecord;
  lines: readonly OrderLineRecord[];
  events: Awaited<ReturnType<typeof orderEvents>>;
  lineFacts: OrderLineFacts;
  payment: OrderPaymentView;
}

export async function loadOrderView(handle: DatabaseHandle, tenant: Tenant, order: OrderRecord): Promise<OrderView> {
  const { db } = handle;
  const [lines, events, payment] = await Promise.all([
    orderLines(db, tenant.tenant, order.id),
    orderEvents(db, tenant.tenant, order.id),
    paymentView(handle, tenant, order),
  ]);
  return { order, lines, events, lineFacts: await orderLineFacts(handle, tenant, lines), payment };
}

async function paymentView(handle: DatabaseHandle, tenant: Tenant, order: OrderRecord): Promise<OrderPaymentView> {
  const { db } = handle;
  switch (order.paymentMethod) {
    case 'webpay': {
      const [latest] = await attemptsOf(db, tenant.tenant, order.id);
      return { method: 'webpay', latest };
    }
    case 'mercadoPago':
      return { method: 'mercadoPago', ...(await mercadoPagoView(db, tenant.tenant, order)) };
    case 'pix': {
      const charge = await chargeOfOrder(db, tenant.tenant, order.id);
      // the QR is drawn only while the charge can be paid, as PixPayment shows it
      const payable = pixNotice(order.status, charge) === 'pay' && charge?.brCode ? charge.brCode : null;
      return { method: 'pix', charge, qrSvg: payable ? await brCodeSvg(payable) : null };
    }
    default:
      return { method: 'other' };
  }
}
