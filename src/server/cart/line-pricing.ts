import { groupByLine, type Viewer } from '../../lib/price/combinations';
import { displayedPrice } from '../../lib/price/displayed-price';
import { pixPrice } from '../../lib/price/pix';
import type { PriceEntry } from '../../lib/price/price-entry';
import type { Tenant } from '../../tenants/schema';
import type { ChosenService, FrozenPrice } from './cart-types';
import type { OfferedService } from './line-skus';

export interface PricedService {
  id: string;
  kind: OfferedService['kind'];
  name: string;
  unitPrice: number;
  quantity: number;
  amount: number;
}

/** What one line costs now, for one shopper, in minor units. */
export type PricedLine =
  | {
      status: 'priced';
      /** The price charged per unit today: the displayed current price, or the pro price of a pro buyer. */
      unitPrice: number;
      regularUnitPrice: number;
      usesProPrice: boolean;
      /** The quotation price still honoured, when one is. */
      frozen: FrozenPrice | null;
      productsAmount: number;
      savings: number;
      services: PricedService[];
      servicesAmount: number;
      /** docs/cart-rules.md: what paying with Pix takes off this line's pro-priced units. */
      pixDiscount: number;
    }
  | { status: 'noPrice' };

export interface LineToPrice {
  quantity: number;
  services: readonly ChosenService[];
  frozen: FrozenPrice | null;
}

type PricingTenant = Pick<Tenant, 'flags'>;

function lowest(entries: readonly PriceEntry[]): PriceEntry | undefined {
  return entries.reduce<PriceEntry | undefined>(
    (low, entry) => (low && low.price <= entry.price ? low : entry),
    undefined,
  );
}

/** The unit price charged today (docs/cart-rules.md current price; docs/cart-rules.md pro price for pro buyers when lower). */
export function chargedUnitPrice(entries: readonly PriceEntry[], viewer: Viewer) {
  const groups = groupByLine(entries, viewer);
  const shown = displayedPrice(groups.shelf);
  if (shown.status === 'noPrice') return undefined;
  const pro = lowest(groups.pro.filter((entry) => entry.price < shown.current.price));
  return pro
    ? { unitPrice: pro.price, regularUnitPrice: shown.regular.price, usesProPrice: true }
    : { unitPrice: shown.current.price, regularUnitPrice: shown.regular.price, usesProPrice: false };
}

/**
 * Prices a line. A frozen quotation price (docs/cart-rules.md) covers the quoted units until it expires,
 * and never costs more than today's price; units beyond the quoted ones pay today's price.
 * Warranties cover each unit; other services (an installation, assembly) are booked once per line.
 */
export function priceLine(
  line: LineToPrice,
  offer: { prices: readonly PriceEntry[]; services: readonly OfferedService[] },
  viewer: Viewer,
  tenant: PricingTenant,
  now: Date,
): PricedLine {
  const frozen = line.frozen && Date.parse(line.frozen.until) > now.getTime() ? line.frozen : null;
  const today = chargedUnitPrice(offer.prices, viewer);
  // A product no longer priced in the zone still sells at a price a live quotation promised.
  const charged =
    today ??
    (frozen ? { unitPrice: frozen.unitPrice, regularUnitPrice: frozen.unitPrice, usesProPrice: false } : undefined);
  if (!charged) return { status: 'noPrice' };
  const frozenUnits = frozen ? Math.min(line.quantity, frozen.quantity) : 0;
  const frozenUnitPrice = frozen ? Math.min(frozen.unitPrice, charged.unitPrice) : 0;
  const todayUnits = line.quantity - frozenUnits;
  const productsAmount = frozenUnits * frozenUnitPrice + todayUnits * charged.unitPrice;
  const services = line.services.flatMap((chosen): PricedService[] => {
    const service = offer.services.find((offered) => offered.id === chosen.id);
    if (!service) return [];
    const unitPrice =
      frozen && chosen.frozenPrice !== undefined ? Math.min(chosen.frozenPrice, service.price) : service.price;
    const quantity = service.kind === 'warranty' ? line.quantity : 1;
    return [
      { id: service.id, kind: service.kind, name: service.name, unitPrice, quantity, amount: unitPrice * quantity },
    ];
  });
  const pix = charged.usesProPrice ? pixPrice({ type: 'PRECIOS_PRO', price: charged.unitPrice }, tenant) : undefined;
  return {
    status: 'priced',
    ...charged,
    frozen,
    productsAmount,
    savings: Math.max(0, charged.regularUnitPrice * line.quantity - productsAmount),
    services,
    servicesAmount: services.reduce((sum, service) => sum + service.amount, 0),
    pixDiscount: pix?.status === 'applied' ? pix.discountMinor * todayUnits : 0,
  };
}
