import { instantText } from '../../lib/instant-text';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { QuotationView } from '../cart/quotation-view';

/** When a quotation was made and until when its prices hold, in the tenant's language and time zone. */
export function quotationDates(
  tenant: Tenant,
  quotation: Pick<QuotationView, 'createdAt' | 'expiresAt' | 'status' | 'hoursLeft'>,
  t: Translate,
) {
  const at = (iso: string) => instantText(iso, tenant.langFull, tenant.timeZone);
  return {
    created: at(quotation.createdAt),
    expiry:
      quotation.status === 'valid'
        ? t('quotations.validUntil', { date: at(quotation.expiresAt), hours: quotation.hoursLeft })
        : t('quotations.expiredOn', { date: at(quotation.expiresAt) }),
  };
}
