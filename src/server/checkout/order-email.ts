import { addressLine } from '../../lib/checkout/delivery-address';
import { translator } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { Tenant } from '../../tenants/schema';
import type { EmailMessage, EmailSender } from '../email';
import { logLine } from '../log';
import { paymentAdapter } from '../payments';
import { bankTransferLines } from './bank-transfer';
import type { NewOrder } from './order-store';
import { recipientText } from './review-summary';

/** The order confirmation: number, lines, total and what to do to pay, in the tenant's language. */
export function orderEmail(tenant: Tenant, order: NewOrder, number: string, link: string): EmailMessage {
  const t = translator(tenant.lang);
  const money = (amount: number) => formatMoney(amount, tenant);
  const lines = order.lines.map((line) =>
    t('checkout.email.line', {
      quantity: line.quantity,
      name: line.name,
      amount: money(line.productsAmount + line.servicesAmount),
    }),
  );
  const payment = paymentAdapter(order.paymentMethod);
  const body = [
    t('checkout.email.intro', { siteName: tenant.siteName, number }),
    '',
    ...lines,
    '',
    t('checkout.email.total', { total: money(order.amounts.total) }),
    ...(order.recipient
      ? [t('checkout.email.recipient', { recipient: recipientText(tenant, order.recipient, t) })]
      : []),
    ...(order.address ? [t('checkout.email.delivery', { address: addressLine(order.address) })] : []),
    ...(order.pickupPerson ? [t('checkout.email.pickupPerson', { name: order.pickupPerson })] : []),
    payment ? `${t(payment.label)}. ${t(payment.afterOrder)}` : '',
    ...(order.paymentMethod === 'bankTransfer'
      ? ['', ...bankTransferLines(tenant, { number, total: order.amounts.total, expiresAt: order.expiresAt }, t)]
      : []),
    '',
    t('checkout.email.link', { link }),
  ];
  return {
    from: { name: tenant.siteName, address: `no-reply@${tenant.domain}` },
    to: order.email,
    subject: t('checkout.email.subject', { number, siteName: tenant.siteName }),
    text: body.join('\n'),
    lang: tenant.lang,
    tenant: tenant.tenant,
  };
}

/** Sends it after the order is stored: a mail failure is logged and never undoes an order. */
export async function sendOrderEmail(sender: EmailSender, message: EmailMessage): Promise<void> {
  try {
    await sender.send(message);
  } catch (error) {
    logLine('error', 'order email failed', { tenant: message.tenant, error: String(error) });
  }
}
