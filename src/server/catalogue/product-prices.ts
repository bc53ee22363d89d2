import type { PriceType } from '../../lib/price/price-entry';
import { type CurrencyCode, roundLocal } from './currency';
import { priceGroupFactors } from './profile';
import type { Random } from './random';

export interface GeneratedPrice {
  type: PriceType;
  amount: number;
  unit: string | null;
}

/** Which promotional prices a product carries; the same in every price group. */
export interface PriceScenario {
  kind: 'normal' | 'internet' | 'event' | 'ab' | 'card' | 'internetEvent' | 'combo';
  discount: number;
  cardDiscount: number;
  pro: boolean;
  employee: boolean;
}

export function pickScenario(random: Random, options: { card: boolean; combo: boolean; pro: boolean }): PriceScenario {
  const roll = random.next();
  const kind: PriceScenario['kind'] = options.combo
    ? 'combo'
    : roll < 0.5
      ? 'normal'
      : roll < 0.68
        ? 'internet'
        : roll < 0.78
          ? 'event'
          : roll < 0.83
            ? 'ab'
            : roll < 0.9 && options.card
              ? 'card'
              : roll < 0.94
                ? 'internetEvent'
                : 'normal';
  return {
    kind,
    discount: random.float(0.07, 0.3),
    cardDiscount: random.float(0.04, 0.12),
    pro: options.pro && random.chance(0.35),
    employee: random.chance(0.03),
  };
}

export interface PriceInput {
  /** The NORMAL price in the first price group, minor units. */
  normal: number;
  currency: CurrencyCode;
  scenario: PriceScenario;
  /** Products sold by area: the box price is NORMAL, the m² price rides along as M2. */
  m2PerBox?: number | undefined;
  /** Paints: litres per can, for the price per litre (PUM). */
  litres?: number | undefined;
  saleUnit: string;
}

/**
 * The price list of one SKU in one price group, in the order the platform sends it:
 * spec §4 reads the first remaining entry as current and the last as regular.
 */
export function priceList(input: PriceInput, groupIndex: number): GeneratedPrice[] {
  const factor = priceGroupFactors[Math.min(groupIndex, priceGroupFactors.length - 1)] ?? 1;
  const round = (amount: number) => roundLocal(amount, input.currency);
  const normal = groupIndex === 0 ? input.normal : round(input.normal * factor);
  const offer = round(normal * (1 - input.scenario.discount));
  const unit = input.saleUnit;
  const entries: GeneratedPrice[] = [];
  const add = (type: PriceType, amount: number, entryUnit: string | null = unit) =>
    entries.push({ type, amount, unit: entryUnit });
  switch (input.scenario.kind) {
    case 'internet':
      add('INTERNET', offer);
      break;
    case 'event':
      add('EVENT', offer);
      break;
    case 'ab':
      add('AB', offer);
      break;
    case 'card':
      add('INTERNET', offer);
      add('CMR', round(offer * (1 - input.scenario.cardDiscount)));
      break;
    case 'internetEvent':
      add('EVENT', offer);
      add('INTERNET', round(normal * (1 - input.scenario.discount / 2)));
      break;
    case 'combo':
      add('COMBO', offer);
      add('AggregatedBundlePrice', normal);
      break;
    default:
      break;
  }
  if (input.scenario.kind !== 'combo') add('NORMAL', normal);
  const current = entries[0]?.amount ?? normal;
  if (current < normal) add('SAVING', normal - current, null);
  if (input.scenario.pro) add('PRECIOS_PRO', round(current * 0.92));
  if (input.scenario.employee) add('EMPLOYEE', round(current * 0.85));
  if (input.m2PerBox !== undefined) add('M2', Math.round(current / input.m2PerBox), 'M2');
  if (input.litres !== undefined) add('PUM', Math.round(current / input.litres), 'LT');
  return entries;
}
