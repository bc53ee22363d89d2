import { instantText } from '../../../lib/instant-text';
import type { Translate } from '../../../lib/messages';
import { formatMoney } from '../../../lib/money';
import type { Tenant } from '../../../tenants/schema';
import { tenantTimeZones } from '../../product/local-time';
import type { PixCharge } from './pix-store';

/**
 * What a shopper paying by Pix needs, in the order email as text lines (the confirmation page
 * shows the same with the QR image): the amount, the "copia e cola" code itself, and until when it
 * may be paid. No lines when the charge could not be made: the email then says only the method.
 */
export function pixLines(
  tenant: Tenant,
  charge: Pick<PixCharge, 'status' | 'brCode' | 'amount'> | undefined,
  expiresAt: string | null,
  t: Translate,
): string[] {
  if (charge?.status !== 'active' || !charge.brCode) return [];
  return [
    t('pix.copyIntro', { total: formatMoney(charge.amount, tenant) }),
    charge.brCode,
    ...(expiresAt
      ? [t('pix.until', { date: instantText(expiresAt, tenant.langFull, tenantTimeZones[tenant.tenant]) })]
      : []),
  ];
}
