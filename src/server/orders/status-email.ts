import type { OrderStatus } from '../../lib/checkout/checkout';
import { type MessageKey, translator } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { tenantEmail } from '../checkout/order-email';
import type { OrderRecord } from '../checkout/order-store';
import type { EmailMessage, EmailSender } from '../email';
import { logLine } from '../log';
import { siteOrigin } from '../seo/origin';

/** What the shopper is told when an order is paid, shipped, ready for pickup or cancelled. */
const sentences: Partial<Record<OrderStatus, MessageKey>> = {
  paid: 'orders.email.paid',
  shipped: 'orders.email.shipped',
  readyForPickup: 'orders.email.readyForPickup',
  cancelled: 'orders.email.cancelled',
};

export function orderStatusEmail(
  tenant: Tenant,
  order: Pick<OrderRecord, 'status' | 'email'>,
  number: string,
): EmailMessage {
  const t = translator(tenant.lang);
  const status = t(`checkout.status.${order.status}`);
  const sentence = sentences[order.status];
  const lookup = new URL(`/${tenant.tenant}/orders/find`, siteOrigin(tenant)).href;
  const subject = t('orders.email.subject', { number, status, siteName: tenant.siteName });
  return tenantEmail(tenant, order.email, subject, {
    title: subject,
    blocks: [
      { kind: 'paragraph', text: t('orders.email.intro', { number, status }) },
      ...(sentence ? [{ kind: 'paragraph' as const, text: t(sentence) }] : []),
      { kind: 'action', label: t('orderEmail.find'), href: lookup },
    ],
  });
}

/** Sent after the change is stored: a mail failure is logged and never undoes the change. */
export async function sendStatusEmail(sender: EmailSender, message: EmailMessage): Promise<void> {
  try {
    await sender.send(message);
  } catch (error) {
    logLine('error', 'order status email failed', { tenant: message.tenant, error: String(error) });
  }
}
