import { identityRules } from '../../lib/identity';
import { instantText } from '../../lib/instant-text';
import type { Translate } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { Tenant } from '../../tenants/schema';

/**
 * What a shopper paying by bank transfer needs, on the confirmation page and in the email alike:
 * the amount and the order number to quote, the tenant's account, where to send the receipt, and
 * until when the order keeps its stock.
 */
export function bankTransferLines(
  tenant: Tenant,
  order: { number: string; total: number; expiresAt: string | null },
  t: Translate,
): string[] {
  const account = tenant.bankTransfer;
  const { taxId } = identityRules(tenant.tenant);
  const holderId = taxId.rule(account.holderTaxId);
  return [
    t('checkout.bank.intro', { total: formatMoney(order.total, tenant), number: order.number }),
    t('checkout.bank.bank', { bank: account.bank }),
    t('checkout.bank.account', { type: account.accountType, number: account.accountNumber }),
    t('checkout.bank.holder', {
      holder: account.holder,
      label: t(taxId.label),
      taxId: holderId.ok ? holderId.formatted : account.holderTaxId,
    }),
    t('checkout.bank.receipt', { email: account.receiptEmail }),
    ...(order.expiresAt
      ? [
          t('checkout.bank.until', {
            date: instantText(order.expiresAt, tenant.langFull, tenant.timeZone),
          }),
        ]
      : []),
  ];
}
