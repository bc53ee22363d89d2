import { addressLine } from '../../lib/checkout/delivery-address';
import { identityRules, validatePhone } from '../../lib/identity';
import type { Translate } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { Tenant } from '../../tenants/schema';
import type { CartView } from '../cart/cart-view';
import type { Buyer, DeliveryAddress, StoredRecipient } from './checkout-details';

/** The review step's and the confirmation's words for what the shopper chose. */

/** "Constructora del Norte SpA, RUT 76.123.456-0": the company its invoice is made out to. */
export function buyerText(tenant: Tenant, buyer: Buyer | null, t: Translate): string {
  if (buyer?.kind !== 'company') return t('checkout.buyer.person');
  const rules = identityRules(tenant.tenant);
  const taxId = rules.taxId.rule(buyer.taxId);
  return t('checkout.review.company', {
    name: buyer.businessName,
    label: t(rules.taxId.label),
    taxId: taxId.ok ? taxId.formatted : buyer.taxId,
  });
}

/** "Rosa Pérez, +56 9 8765 4321, RUT 12.345.678-5". */
export function recipientText(tenant: Tenant, recipient: StoredRecipient | null, t: Translate): string {
  if (!recipient) return '';
  const { nationalId } = identityRules(tenant.tenant);
  const phone = validatePhone(tenant.tenant, recipient.phone);
  const id = recipient.nationalId ? nationalId.rule(recipient.nationalId) : undefined;
  return [
    `${recipient.firstName} ${recipient.lastName}`,
    phone.ok ? phone.formatted : recipient.phone,
    id ? `${t(nationalId.label)} ${id.ok ? id.formatted : recipient.nationalId}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
}

export const deliveryText = (address: DeliveryAddress | null, t: Translate) =>
  address ? addressLine(address) : t('checkout.delivery.noHome');

/**
 * The total's rows, each discount on its own line: the products at their regular prices, the
 * offers' saving, services, the members' discount and delivery add up to the total shown.
 */
export function totalRows(
  tenant: Tenant,
  totals: CartView['totals'],
  t: Translate,
): { label: string; value: string }[] {
  const money = (amount: number) => formatMoney(amount, tenant);
  const savings = totals.savings.amount;
  return [
    savings > 0
      ? { label: t('checkout.review.productsRegular'), value: money(totals.products.amount + savings) }
      : { label: t('cartEditor.products'), value: totals.products.text },
    ...(savings > 0 ? [{ label: t('site.cart.savings'), value: `- ${totals.savings.text}` }] : []),
    ...(totals.services.amount > 0 ? [{ label: t('site.cart.services'), value: totals.services.text }] : []),
    ...(totals.memberDiscount
      ? [
          {
            label: `${totals.memberDiscount.label} (${totals.memberDiscount.percent}%)`,
            value: `- ${totals.memberDiscount.amount.text}`,
          },
        ]
      : []),
    ...(totals.delivery
      ? [
          {
            label: t('checkout.review.delivery'),
            value: totals.delivery.free ? t('checkout.delivery.free') : totals.delivery.cost.text,
          },
        ]
      : []),
  ];
}
