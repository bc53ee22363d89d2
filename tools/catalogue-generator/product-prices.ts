import type { PriceType } from '../../src/lib/price/price-entry';
import { type CurrencyCode, roundLocal } from './currency';
import { priceGroupFactors } from './profile';
import type { Random } from './random';

export interface GeneratedPrice {
  type: PriceType;
  amount: number;
  unit: string | null;
  /** The campaign's end for a campaign price and the entries worked out from it; null otherwise. */
  validUntil: string | null;
}

/** Which promotional prices a product carries; the same in every price group. */
export interface PriceScenario {
  kind: 'normal' | 'internet' | 'event' | 'ab' | 'card' | 'internetEvent' | 'combo';
  /**
   * The card price type (docs/prices-and-badges.md CMR and its combinations): CMR beside an internet price, or
   * the card combined with the internet, campaign or bundle price. Null without a card price.
   */
  card: 'CMR' | 'CMR_INTERNET' | 'CMR_EVENT' | 'CMR_COMBO' | null;
  /** An online campaign sent as the one combined INTERNET_EVENT entry rather than EVENT beside INTERNET. */
  combinedEvent: boolean;
  discount: number;
  cardDiscount: number;
  pro: boolean;
  employee: boolean;
}

/**
 * Shares of the roll, cumulative: half the shelf at its normal price, online and campaign
 * prices the common promotions, card prices where the tenant has the card, a few bundles.
 * Where a band is split further (which card combination, combined or separate event), the
 * position inside the band decides, so the generator draws the same numbers as before and
 * every other column of the catalogue stays as it was.
 */
const bands = { normal: 0.5, internet: 0.68, event: 0.78, ab: 0.83, card: 0.9, internetEvent: 0.94, combo: 0.98 };

/** Where `roll` sits inside [from, to), from 0 to 1. */
const within = (roll: number, from: number, to: number) => (roll - from) / (to - from);

function cardOf(roll: number): PriceScenario['card'] {
  const at = within(roll, bands.ab, bands.card);
  return at < 0.5 ? 'CMR' : at < 0.75 ? 'CMR_INTERNET' : 'CMR_EVENT';
}

export function pickScenario(random: Random, options: { card: boolean; pro: boolean }): PriceScenario {
  const roll = random.next();
  const discount = random.float(0.07, 0.3);
  const cardDiscount = random.float(0.04, 0.12);
  const pro = options.pro && random.chance(0.35);
  // Staff prices ride on a few lines of the feed; never shown to shoppers (price-list.ts).
  const employee = random.chance(0.03);
  const base = { card: null, combinedEvent: false, discount, cardDiscount, pro, employee };
  if (roll < bands.normal) return { ...base, kind: 'normal' };
  if (roll < bands.internet) return { ...base, kind: 'internet' };
  if (roll < bands.event) return { ...base, kind: 'event' };
  if (roll < bands.ab) return { ...base, kind: 'ab' };
  if (roll < bands.card && options.card) return { ...base, kind: 'card', card: cardOf(roll) };
  if (roll < bands.internetEvent) {
    // Without the card its band is campaign pricing too; the lower half sends the combined entry.
    const from = options.card ? bands.card : bands.ab;
    return { ...base, kind: 'internetEvent', combinedEvent: within(roll, from, bands.internetEvent) < 0.5 };
  }
  if (roll < bands.combo) {
    const withCard = options.card && within(roll, bands.internetEvent, bands.combo) < 0.4;
    return { ...base, kind: 'combo', card: withCard ? 'CMR_COMBO' : null };
  }
  return { ...base, kind: 'normal' };
}

/** The shelf prices of a campaign: they hold until the campaign's end. */
const campaignTypes = new Set<string>(['EVENT', 'INTERNET_EVENT']);

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
  /** When the product's campaign (an EVENT price) ends, as an ISO instant. */
  campaignEnds: string;
}

/**
 * The shelf entries of a scenario, promotion first: docs/prices-and-badges.md reads the first remaining entry as
 * current and the last as regular. A bundle has no NORMAL: the sum of its parts
 * (AggregatedBundlePrice) is its regular price, and its combo price is a little below it.
 */
function shelfEntries(scenario: PriceScenario, normal: number, round: (amount: number) => number) {
  const offer = round(normal * (1 - scenario.discount));
  switch (scenario.kind) {
    case 'internet':
      return [{ type: 'INTERNET', amount: offer }];
    case 'event':
      return [{ type: 'EVENT', amount: offer }];
    case 'ab':
      return [{ type: 'AB', amount: offer }];
    case 'card':
      return [{ type: scenario.card === 'CMR_EVENT' ? 'EVENT' : 'INTERNET', amount: offer }];
    case 'internetEvent':
      return scenario.combinedEvent
        ? [{ type: 'INTERNET_EVENT', amount: offer }]
        : [
            { type: 'EVENT', amount: offer },
            { type: 'INTERNET', amount: round(normal * (1 - scenario.discount / 2)) },
          ];
    case 'combo':
      return [{ type: 'COMBO', amount: offer }];
    default:
      return [];
  }
}

/**
 * The price list of one SKU in one price group, in the order the platform sends it: shelf
 * prices (promotion, then the regular one), the card price, the saving, then the conditional
 * and per-measure prices, which the rule (docs/prices-and-badges.md) and the combination table keep off the shelf.
 */
export function priceList(input: PriceInput, groupIndex: number): GeneratedPrice[] {
  const factor = priceGroupFactors[Math.min(groupIndex, priceGroupFactors.length - 1)] ?? 1;
  const round = (amount: number) => roundLocal(amount, input.currency);
  const normal = groupIndex === 0 ? input.normal : round(input.normal * factor);
  const { scenario, saleUnit: unit } = input;
  const entries: GeneratedPrice[] = [];
  const shelf = shelfEntries(scenario, normal, round);
  // A campaign price ends, and so do the entries worked out from it (card, saving, pro, staff, per
  // measure): once it is gone the list falls back to the prices that hold without it.
  const campaign = campaignTypes.has(shelf[0]?.type ?? '');
  const add = (type: PriceType, amount: number, entryUnit: string | null = unit) => {
    const fromCampaign = campaign && type !== 'NORMAL' && type !== 'AggregatedBundlePrice' && type !== 'INTERNET';
    entries.push({ type, amount, unit: entryUnit, validUntil: fromCampaign ? input.campaignEnds : null });
  };
  for (const entry of shelf) add(entry.type as PriceType, entry.amount);
  const current = entries[0]?.amount ?? normal;
  if (scenario.card) add(scenario.card, round(current * (1 - scenario.cardDiscount)));
  add(scenario.kind === 'combo' ? 'AggregatedBundlePrice' : 'NORMAL', normal);
  if (current < normal) add('SAVING', normal - current, null);
  if (scenario.pro) add('PRECIOS_PRO', round(current * 0.92));
  if (scenario.employee) add('EMPLOYEE', round(current * 0.85));
  if (input.m2PerBox !== undefined) add('M2', Math.round(current / input.m2PerBox), 'M2');
  if (input.litres !== undefined) add('PUM', Math.round(current / input.litres), 'LT');
  return entries;
}
