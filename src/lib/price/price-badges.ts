import type { PriceType } from './price-entry';
import type { LineRole } from './price-lines';

/** A price line as far as a badge cares: where it sits and which price type it shows. */
type ShownLine = { role: LineRole; type: string };
/** A price block, raw (priceLines) or formatted for a page: the lines it shows, if priced. */
type ShownPrice = { status: 'priced'; lines: readonly ShownLine[] } | { status: 'noPrice' };

const isCurrent =
  (...types: PriceType[]) =>
  (line: ShownLine) =>
    line.role === 'current' && (types as string[]).includes(line.type);

/**
 * docs/prices-and-badges.md badge types that announce a price, and the shown line that is that price. A badge
 * names a price the shopper should find beside it; with the price hidden (a CMR price outside
 * the limits (docs/prices-and-badges.md), a pro price no lower than the current one, a campaign that is not the current
 * price in this price group) the badge would promise what the block does not show.
 */
const announcedLine: Record<string, (line: ShownLine) => boolean> = {
  CMR: (line) => line.role === 'card',
  CMR_MXN_PROMOTION: (line) => line.role === 'card',
  PRECIOS_PRO: (line) => line.role === 'pro',
  INTERNET_PRICE: isCurrent('INTERNET', 'INTERNET_EVENT'),
  AB: isCurrent('AB'),
  COMBO: isCurrent('COMBO'),
};

/** The badges to show beside a price block: a price badge never shows without the price it announces. */
export function badgesWithPrice(badges: readonly string[], shown: ShownPrice): string[] {
  const lines = shown.status === 'priced' ? shown.lines : [];
  return badges.filter((badge) => {
    const announces = announcedLine[badge];
    return announces === undefined || lines.some(announces);
  });
}
