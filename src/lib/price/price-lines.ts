import type { Tenant } from '../../tenants/schema';
import { cmrLimits } from '../constants';
import type { Message } from '../messages';
import { formatMoney } from '../money';
import { type CmrLimits, cmrDecision } from './cmr';
import { groupByLine, pageViewer, priceTypeTable, type Viewer } from './combinations';
import { displayedPrice } from './displayed-price';
import { defaultPixPercent, pixPrice } from './pix';
import type { PriceEntry, PriceType } from './price-entry';
import { type Measure, unitPrice } from './unit-price';

/**
 * Display order: the price everyone pays leads, its struck-through regular beside it so the
 * saving reads at a glance; prices with a condition (card, pro tier, Pix, staff) follow,
 * each labelled with it; the per-unit and per-m² lines are small print, last.
 */
export const lineOrder = ['current', 'regular', 'card', 'pro', 'pix', 'employee', 'perUnit', 'perArea'] as const;
export type LineRole = (typeof lineOrder)[number];

/**
 * One line of the price block. For current, regular, card, pro and employee the label is a
 * caption shown beside the amount; for pix, perUnit and perArea it is the whole line, price included.
 */
export interface PriceLine {
  role: LineRole;
  type: PriceType;
  amountMinor: number;
  label: Message;
}

export type PriceLines =
  | {
      status: 'priced';
      lines: PriceLine[];
      saving: Message | null;
      discount: Message | null;
      /** When the current price stops holding: a campaign's end, null for a price with none. */
      validUntil: string | null;
    }
  | { status: 'noPrice'; message: Message };

export interface PriceLineOptions {
  /** Whose prices: the cart passes the shopper; without one, what a page shows to everyone. */
  viewer?: Viewer;
  cmrLimits?: CmrLimits;
  pixPercent?: number;
  /** The item's measure, to work the per-unit price out when the catalogue sends no PUM entry. */
  measure?: Measure;
}

type PriceTenant = Pick<Tenant, 'currency' | 'separator' | 'flags'>;

function lowest(entries: readonly PriceEntry[]): PriceEntry | undefined {
  return entries.reduce<PriceEntry | undefined>(
    (low, entry) => (low && low.price <= entry.price ? low : entry),
    undefined,
  );
}

/** The catalogue's PUM entry when it has a unit to show; otherwise worked out from the measure (docs/prices-and-badges.md: not per m²). */
function perUnitPrice(entries: readonly PriceEntry[], currentMinor: number, measure: Measure | undefined) {
  const pum = entries.find((entry) => entry.unit?.trim());
  if (pum?.unit) return { amountMinor: pum.price, unit: pum.unit.trim() };
  if (!measure) return undefined;
  const computed = unitPrice(currentMinor, measure);
  return computed.status === 'priced' ? computed : undefined;
}

const captioned = (role: LineRole, entry: PriceEntry): PriceLine => ({
  role,
  type: entry.type,
  amountMinor: entry.price,
  label: { key: priceTypeTable[entry.type].label },
});

/** The price block of a product: docs/prices-and-badges.md current and regular, docs/prices-and-badges.md CMR and per-unit lines, docs/prices-and-badges.md pro and Pix. */
export function priceLines(
  entries: readonly PriceEntry[],
  tenant: PriceTenant,
  options: PriceLineOptions = {},
): PriceLines {
  const groups = groupByLine(entries, options.viewer ?? pageViewer);
  const shown = displayedPrice(groups.shelf);
  if (shown.status === 'noPrice') return { status: 'noPrice', message: { key: 'price.noPrice' } };
  const { current, regular } = shown;
  const money = (amountMinor: number) => formatMoney(amountMinor, tenant);
  // A conditional price that does not beat the current one would only add noise.
  const beatsCurrent = (entry: PriceEntry) => entry.price < current.price;
  // Lines are pushed in lineOrder.
  const lines: PriceLine[] = [captioned('current', current)];
  // A regular at or below the current price is not a saving: no struck-through line.
  if (regular.price > current.price) lines.push(captioned('regular', regular));

  const limits = options.cmrLimits ?? cmrLimits;
  const card = lowest(
    groups.card.filter((entry) => cmrDecision(entry.price, current.price, tenant, limits) === 'show'),
  );
  if (card) lines.push(captioned('card', card));

  const pro = lowest(groups.pro.filter(beatsCurrent));
  if (pro) {
    lines.push(captioned('pro', pro));
    const pix = pixPrice(pro, tenant, options.pixPercent ?? defaultPixPercent);
    if (pix.status === 'applied') {
      const label = { key: 'price.pix', params: { price: money(pix.priceMinor) } } as const;
      lines.push({ role: 'pix', type: pro.type, amountMinor: pix.priceMinor, label });
    }
  }
  const employee = lowest(groups.employee.filter(beatsCurrent));
  if (employee) lines.push(captioned('employee', employee));

  const perUnit = perUnitPrice(groups.perUnit, current.price, options.measure);
  if (perUnit) {
    const label = { key: 'price.perUnit', params: { price: money(perUnit.amountMinor), unit: perUnit.unit } } as const;
    lines.push({ role: 'perUnit', type: 'PUM', amountMinor: perUnit.amountMinor, label });
  }
  const area = groups.perArea[0];
  if (area) {
    const label = { key: 'price.perSquareMetre', params: { price: money(area.price) } } as const;
    lines.push({ role: 'perArea', type: area.type, amountMinor: area.price, label });
  }

  return {
    status: 'priced',
    lines,
    saving: shown.savings > 0 ? { key: 'price.saving', params: { amount: money(shown.savings) } } : null,
    discount:
      shown.discountPercent > 0 ? { key: 'price.discountPercent', params: { percent: shown.discountPercent } } : null,
    validUntil: current.validUntil ?? null,
  };
}
