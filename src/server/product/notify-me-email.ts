import { translator } from '../../lib/messages';
import { productUrl } from '../../lib/routes';
import type { Tenant } from '../../tenants/schema';
import type { EmailMessage, EmailSender } from '../email';
import { logLine } from '../log';

type MailTenant = Pick<Tenant, 'tenant' | 'lang' | 'siteName' | 'domain'>;

/** Where the confirmation goes out and which origin its product link uses. */
export interface NotifyMeMail {
  sender: EmailSender;
  siteUrl: string;
}

/** The confirmation of a notify-me request, in the tenant's language, linking back to the variant. */
export function notifyMeEmail(
  tenant: MailTenant,
  request: { email: string; skuId: string; productId: string; productName: string },
  siteUrl: string,
): EmailMessage {
  const t = translator(tenant.lang);
  const path = productUrl(tenant, { productId: request.productId, name: request.productName, skuId: request.skuId });
  const params = { product: request.productName, link: `${siteUrl}${path}`, siteName: tenant.siteName };
  return {
    from: { name: tenant.siteName, address: `no-reply@${tenant.domain}` },
    to: request.email,
    subject: t('notifyMe.email.subject', params),
    text: t('notifyMe.email.body', params),
    lang: tenant.lang,
    tenant: tenant.tenant,
  };
}

/**
 * Sends the confirmation. The subscription is already stored when this runs, so a mail server
 * that is down is logged rather than shown to the shopper as a failed request.
 */
export async function sendNotifyMeEmail(mail: NotifyMeMail, message: EmailMessage): Promise<void> {
  try {
    await mail.sender.send(message);
  } catch (error) {
    logLine('warn', 'notify-me confirmation email not sent', {
      tenant: message.tenant,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
