import type { EmailBlock, EmailDocument, EmailFact } from '../../lib/email/email-document';
import { emailHtml } from '../../lib/email/email-html';
import { emailText } from '../../lib/email/email-text';
import type { Translate } from '../../lib/messages';
import { translator } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { Tenant } from '../../tenants/schema';
import { isHomeDelivery } from '../cart/delivery-rules';
import type { EmailImage, EmailMessage, EmailSender } from '../email';
import { logLine } from '../log';
import { type PaymentEmail, paymentAdapter } from '../payments';
import { siteOrigin } from '../seo/origin';
import { bankTransferLines } from './bank-transfer';
import { promisedForText } from './line-dates';
import { emailPicture, type OrderLineFacts } from './order-line-facts';
import type { NewOrder } from './order-store';
import { deliveryText, recipientText } from './review-summary';

/** An email of the tenant's, its text and HTML parts written from one document (with the pictures it shows inline). */
export function tenantEmail(
  tenant: Tenant,
  to: string,
  subject: string,
  document: Omit<EmailDocument, 'siteName' | 'siteUrl'>,
  images: readonly EmailImage[] = [],
): EmailMessage {
  const whole: EmailDocument = {
    ...document,
    siteName: tenant.siteName,
    siteUrl: `${siteOrigin(tenant)}/${tenant.tenant}/`,
  };
  return {
    from: { name: tenant.siteName, address: `no-reply@${tenant.domain}` },
    to,
    subject,
    text: emailText(whole),
    html: emailHtml(whole, tenant.langFull),
    ...(images.length > 0 ? { images } : {}),
    lang: tenant.lang,
    tenant: tenant.tenant,
  };
}

/** The order's amounts as rows, each discount on its own, as the review step showed them. */
export function orderTotalFacts(tenant: Tenant, order: Pick<NewOrder, 'amounts' | 'lines'>, t: Translate): EmailFact[] {
  const money = (amount: number) => formatMoney(amount, tenant);
  const { products, services, discount, pixDiscount, delivery, total } = order.amounts;
  const goesHome = order.lines.some((line) => isHomeDelivery(line.deliveryMethod));
  return [
    { label: t('cartEditor.products'), value: money(products) },
    ...(services > 0 ? [{ label: t('site.cart.services'), value: money(services) }] : []),
    ...(discount > 0 ? [{ label: t('orderEmail.discount'), value: `- ${money(discount)}` }] : []),
    ...(pixDiscount > 0 ? [{ label: t('pix.discount'), value: `- ${money(pixDiscount)}` }] : []),
    ...(goesHome
      ? [
          {
            label: t('checkout.review.delivery'),
            value: delivery === 0 ? t('checkout.delivery.free') : money(delivery),
          },
        ]
      : []),
    { label: t('site.cart.total'), value: money(total), strong: true },
  ];
}

/**
 * What the shopper does next: the method's sentence, the account to pay into for a transfer, and
 * what the provider added (the Pix QR and code, the link to pay: PaymentAdapter.paymentEmail).
 */
function paymentBlocks(
  tenant: Tenant,
  order: NewOrder,
  number: string,
  t: Translate,
  provided: readonly EmailBlock[],
): EmailBlock[] {
  const payment = paymentAdapter(order.paymentMethod);
  if (!payment) return [];
  const bank =
    order.paymentMethod === 'bankTransfer'
      ? bankTransferLines(tenant, { number, total: order.amounts.total, expiresAt: order.expiresAt }, t)
      : [];
  return [
    { kind: 'heading', text: t('orderEmail.nextStep') },
    { kind: 'paragraph', text: `${t(payment.label)}. ${t(payment.afterOrder)}` },
    ...bank.map((text): EmailBlock => ({ kind: 'paragraph', text })),
    ...provided,
  ];
}

/**
 * The order confirmation, in the tenant's language, with what the confirmation page shows: the
 * number, each line with its picture and where it goes, the total's rows, who receives, the
 * address, who collects, how to pay, and the link that opens the order.
 */
export async function orderEmail(
  tenant: Tenant,
  order: NewOrder,
  number: string,
  link: string,
  facts: OrderLineFacts,
  provided: PaymentEmail = { blocks: [], images: [] },
): Promise<EmailMessage> {
  const t = translator(tenant.lang);
  const origin = siteOrigin(tenant);
  const items = await Promise.all(
    order.lines.map(async (line) => {
      const image = facts.images.get(line.skuId);
      const promised = promisedForText(tenant, line, t);
      return {
        ...(image ? { image: await emailPicture(image, origin) } : {}),
        title: t('checkout.review.line', { quantity: line.quantity, name: line.name }),
        details: [
          isHomeDelivery(line.deliveryMethod)
            ? t('checkout.delivery.home')
            : t('checkout.delivery.pickup', { store: facts.stores.get(line.storeId)?.name ?? line.storeId }),
          ...(promised ? [promised] : []),
        ],
        amount: formatMoney(line.productsAmount + line.servicesAmount, tenant),
      };
    }),
  );
  const goesHome = order.lines.some((line) => isHomeDelivery(line.deliveryMethod));
  const who: EmailFact[] = [
    ...(order.recipient
      ? [{ label: t('checkout.review.recipient'), value: recipientText(tenant, order.recipient, t) }]
      : []),
    ...(goesHome
      ? [
          {
            label: t('checkout.review.delivery'),
            value: order.address ? deliveryText(order.address, t) : (order.street ?? ''),
          },
        ]
      : []),
    ...(order.pickupPerson ? [{ label: t('checkout.review.pickupPerson'), value: order.pickupPerson }] : []),
  ];
  return tenantEmail(
    tenant,
    order.email,
    t('checkout.email.subject', { number, siteName: tenant.siteName }),
    {
      title: t('checkout.email.subject', { number, siteName: tenant.siteName }),
      blocks: [
        { kind: 'paragraph', text: t('checkout.email.intro', { siteName: tenant.siteName, number }) },
        ...paymentBlocks(tenant, order, number, t, provided.blocks),
        { kind: 'heading', text: t('checkout.review.products') },
        { kind: 'items', items },
        { kind: 'facts', facts: orderTotalFacts(tenant, order, t) },
        ...(who.length > 0 ? [{ kind: 'facts' as const, facts: who }] : []),
        { kind: 'action', label: t('orderEmail.open'), href: link },
      ],
    },
    provided.images,
  );
}

/**
 * Writes and sends it after the order is stored: a failure (a picture's lookup, the mail server)
 * is logged and never undoes an order.
 */
export async function sendOrderEmail(
  sender: EmailSender,
  tenant: string,
  write: () => Promise<EmailMessage>,
): Promise<void> {
  try {
    await sender.send(await write());
  } catch (error) {
    logLine('error', 'order email failed', { tenant, error: String(error) });
  }
}
