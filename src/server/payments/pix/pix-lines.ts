import { instantText } from '../../../lib/instant-text';
import type { Translate } from '../../../lib/messages';
import { formatMoney } from '../../../lib/money';
import type { Tenant } from '../../../tenants/schema';
import type { PaymentEmail } from '../types';
import { brCodePng } from './br-code';
import type { PixCharge } from './pix-store';

const qrId = 'pix-qr';

/**
 * What a shopper paying by Pix needs in the order email, as the confirmation page shows it: the
 * amount, the QR (a PNG sent with the message: mail clients show no inline SVG), the "copia e
 * cola" code itself, and until when it may be paid. Nothing when the charge could not be made:
 * the email then says only the method.
 */
export async function pixEmail(
  tenant: Tenant,
  charge: Pick<PixCharge, 'status' | 'brCode' | 'amount'> | undefined,
  expiresAt: string | null,
  t: Translate,
): Promise<PaymentEmail> {
  if (charge?.status !== 'active' || !charge.brCode) return { blocks: [], images: [] };
  const total = formatMoney(charge.amount, tenant);
  return {
    blocks: [
      { kind: 'paragraph', text: t('pix.copyIntro', { total }) },
      { kind: 'image', cid: qrId, alt: t('pix.qrLabel', { total }), width: 200 },
      { kind: 'code', label: t('pix.codeLabel'), text: charge.brCode },
      ...(expiresAt
        ? [
            {
              kind: 'paragraph' as const,
              text: t('pix.until', { date: instantText(expiresAt, tenant.langFull, tenant.timeZone) }),
            },
          ]
        : []),
    ],
    images: [{ cid: qrId, filename: 'pix.png', contentType: 'image/png', content: await brCodePng(charge.brCode) }],
  };
}
