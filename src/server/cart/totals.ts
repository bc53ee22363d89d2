import type { DeliveryType } from '../../lib/delivery';
import { type Member, memberCartDiscount } from '../../lib/price/member-discount';
import type { Tenant } from '../../tenants/schema';
import type { PricedLine } from './line-pricing';

export interface LineForTotals {
  priced: PricedLine;
  quantity: number;
  deliveryMethod: DeliveryType;
  /** False when the line cannot go as chosen (no home delivery in the zone...): it adds no delivery cost. */
  deliverable: boolean;
}

export interface DeliveryZone {
  deliveryCost: number;
  economicCost: number | null;
}

export interface CartTotals {
  itemCount: number;
  products: number;
  services: number;
  subtotal: number;
  savings: number;
  memberDiscount: { percent: number; amount: number } | null;
  /** The home-delivery estimate for the zone; null when no line is delivered home. */
  delivery: { cost: number; free: boolean } | null;
  /** What the products sent home still lack to ship free, when the tenant ships free from a total and they do not yet. */
  freeDeliveryMissing: number | null;
  total: number;
  /** docs/cart-rules.md: the total paid with Pix, when pro prices earn its discount. */
  pix: { discount: number; total: number } | null;
}

export interface TotalsOptions {
  member: Member;
  memberDiscountPercent: number;
  zone: DeliveryZone;
  tenant: Pick<Tenant, 'flags' | 'freeShippingFrom'>;
}

/**
 * The cart's totals: products and services at the prices charged today; docs/cart-rules.md the exclusive
 * members' discount on the products (Gold and Black of the specialists circle only); a delivery
 * estimate of one shipment per home-delivery kind, free from the tenant's threshold; the Pix
 * discount on pro prices as an alternative total. Unpriced lines count for nothing.
 */
export function cartTotals(lines: readonly LineForTotals[], options: TotalsOptions): CartTotals {
  let products = 0;
  let services = 0;
  let savings = 0;
  let pixDiscount = 0;
  let homeProducts = 0;
  const kinds = new Set<'standard' | 'economic'>();
  let itemCount = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    if (line.priced.status !== 'priced') continue;
    products += line.priced.productsAmount;
    services += line.priced.servicesAmount;
    savings += line.priced.savings;
    pixDiscount += line.priced.pixDiscount;
    const home = line.deliveryMethod === 'homeDelivery' || line.deliveryMethod === 'homeDeliveryEconomic';
    if (home && line.deliverable) {
      homeProducts += line.priced.productsAmount;
      kinds.add(line.deliveryMethod === 'homeDelivery' ? 'standard' : 'economic');
    }
  }
  const discount = memberCartDiscount(products, options.member, options.memberDiscountPercent);
  const memberDiscount =
    discount.status === 'applied' ? { percent: options.memberDiscountPercent, amount: discount.discountMinor } : null;
  const { tenant, zone } = options;
  const free = tenant.flags.freeShipping && tenant.freeShippingFrom > 0 && homeProducts >= tenant.freeShippingFrom;
  const cost = (kinds.has('standard') ? zone.deliveryCost : 0) + (kinds.has('economic') ? (zone.economicCost ?? 0) : 0);
  const delivery = kinds.size === 0 ? null : { cost: free ? 0 : cost, free };
  const offersFree = tenant.flags.freeShipping && tenant.freeShippingFrom > 0;
  const freeDeliveryMissing =
    delivery && !free && offersFree && cost > 0 ? tenant.freeShippingFrom - homeProducts : null;
  const subtotal = products + services;
  const total = subtotal - (memberDiscount?.amount ?? 0) + (delivery?.cost ?? 0);
  return {
    itemCount,
    products,
    services,
    subtotal,
    savings,
    memberDiscount,
    delivery,
    freeDeliveryMissing,
    total,
    pix: pixDiscount > 0 ? { discount: pixDiscount, total: total - pixDiscount } : null,
  };
}
