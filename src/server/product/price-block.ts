import { instalmentOffer } from '../../lib/instalments';
import { dayMonthText } from '../../lib/instant-text';
import type { Message, Translate } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { PriceEntry } from '../../lib/price/price-entry';
import { type LineRole, priceLines } from '../../lib/price/price-lines';
import { parseUnitCode, unitKeys } from '../../lib/units';
import type { Tenant } from '../../tenants/schema';

export interface PriceLineView {
  role: LineRole;
  type: string;
  amount: number;
  text: string;
  label: string;
}

export type PriceBlock =
  | {
      status: 'priced';
      priceGroup: string;
      current: { amount: number; text: string };
      regular: { amount: number; text: string };
      lines: PriceLineView[];
      saving: string | null;
      discount: string | null;
      /** What one price buys: "caja", "m²", "c/u" (docs/prices-and-badges.md unit names). */
      unit: { code: string; per: string };
      /** When the current price stops holding (ISO instant), null when it has no end. */
      validUntil: string | null;
      /** "Oferta válida hasta el 24 de diciembre": the campaign's end as shoppers must be told it. */
      validUntilText: string | null;
    }
  | { status: 'noPrice'; priceGroup: string; message: string };

/** The unit code of a per-unit line ("LT") reads as its word ("litro") where the catalogue knows it. */
function readable(label: Message, t: Translate): Message {
  const { unit: code } = label.params ?? {};
  if (typeof code !== 'string' || !parseUnitCode(code).known) return label;
  return { ...label, params: { ...label.params, unit: t(unitKeys(parseUnitCode(code).unit).per) } };
}

/** The price block of docs/prices-and-badges.md for a price list: lines from priceLines, amounts formatted, labels translated. */
export function priceBlock(
  entries: readonly PriceEntry[],
  saleUnit: string,
  priceGroup: string,
  tenant: Tenant,
  t: Translate,
): PriceBlock {
  const built = priceLines(entries, tenant);
  if (built.status === 'noPrice')
    return { status: 'noPrice', priceGroup, message: t(built.message.key, built.message.params) };
  const lines = built.lines.map((line) => {
    const label = readable(line.label, t);
    return {
      role: line.role,
      type: line.type,
      amount: line.amountMinor,
      text: formatMoney(line.amountMinor, tenant),
      label: t(label.key, label.params),
    };
  });
  const current = lines.find((line) => line.role === 'current') as PriceLineView;
  const regular = lines.find((line) => line.role === 'regular') ?? current;
  return {
    status: 'priced',
    priceGroup,
    current: { amount: current.amount, text: current.text },
    regular: { amount: regular.amount, text: regular.text },
    lines,
    saving: built.saving ? t(built.saving.key, built.saving.params) : null,
    discount: built.discount ? t(built.discount.key, built.discount.params) : null,
    unit: { code: saleUnit, per: t(unitKeys(parseUnitCode(saleUnit).unit).per) },
    validUntil: built.validUntil,
    validUntilText: built.validUntil
      ? t('price.validUntil', {
          day: dayMonthText(built.validUntil, tenant.langFull, tenant.timeZone),
        })
      : null,
  };
}

export type InstalmentBlock =
  | { available: true; count: number; monthly: { amount: number; text: string }; message: string }
  | { available: false; message: string };

/** docs/prices-and-badges.md: instalments beside the price, only where the tenant has them (null elsewhere). */
export function instalmentBlock(price: PriceBlock, tenant: Tenant, t: Translate): InstalmentBlock | null {
  if (price.status !== 'priced' || !tenant.flags.instalments) return null;
  const offer = instalmentOffer(price.current.amount, tenant);
  if (!offer.available)
    return offer.reason === 'belowMinimum'
      ? { available: false, message: t(offer.message.key, offer.message.params) }
      : null;
  return {
    available: true,
    count: offer.count,
    monthly: { amount: offer.monthlyMinor, text: formatMoney(offer.monthlyMinor, tenant) },
    message: t(offer.message.key, offer.message.params),
  };
}
