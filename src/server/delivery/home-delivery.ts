import { type Clock, formatAvailabilityParams, homeDeliveryMessage } from '../../lib/availability';
import { deliveryTypeLabel } from '../../lib/delivery';
import type { Message, MessageKey, Translate } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { Tenant } from '../../tenants/schema';
import type { ZoneInfo } from '../location/zones';
import { distributionCentreId } from '../product/sku-stock';
import { homeDeliveryDay, localTime } from './promise';
import type { ShippingFacts } from './shipping-facts';

export type HomeMethod = 'homeDelivery' | 'homeDeliveryEconomic';
export type HomeUnavailable = 'notServed' | 'pickupOnly' | 'outOfStock' | 'insufficientStock';

/** A zone's promise for one home-delivery method: when it arrives and what it costs. */
export interface HomePromise {
  deliveryMethod: HomeMethod;
  label: string;
  /** Days from today in the zone (0 today), after the same-day cut-off. */
  days: number;
  promisedDate: string;
  /** Minor units; 0 when free. */
  cost: number;
  costFormatted: string;
  isFree: boolean;
  /** docs/delivery-promise.md availability message, in the tenant's language. */
  message: string;
}

/** A method for a SKU: the zone's promise when it can be kept, or why not (no date, no cost then). */
export type HomeDeliveryOption =
  | (HomePromise & { available: true; reason: null; units: number })
  | {
      deliveryMethod: HomeMethod;
      label: string;
      available: false;
      reason: HomeUnavailable;
      /** Units at the distribution centre, which ships home deliveries. */
      units: number;
      days: null;
      promisedDate: null;
      cost: null;
      costFormatted: null;
      isFree: false;
      message: string;
    };

const dayMs = 86_400_000;

const translate = (t: Translate, message: Message) => t(message.key, message.params);

/** The promise of a method in a zone, or null where the zone does not offer it (no economic option). */
export function zonePromise(
  tenant: Tenant,
  t: Translate,
  zone: ZoneInfo,
  method: HomeMethod,
  clock: Clock,
  free = false,
): HomePromise | null {
  const economic = method === 'homeDeliveryEconomic';
  const days = economic ? zone.economicDays : zone.deliveryDays;
  const zoneCost = economic ? zone.economicCost : zone.deliveryCost;
  if (days === null || zoneCost === null) return null;
  const promisedDate = homeDeliveryDay(days, economic ? null : zone.sameDayCutoffHour, clock);
  const cost = free ? 0 : zoneCost;
  const message = homeDeliveryMessage(promisedDate, cost, clock);
  return {
    deliveryMethod: method,
    label: t(deliveryTypeLabel(method).key),
    days: (Date.parse(promisedDate) - Date.parse(localTime(clock).day)) / dayMs,
    promisedDate,
    cost,
    costFormatted: formatMoney(cost, tenant),
    isFree: cost === 0,
    message: message ? translate(t, formatAvailabilityParams(message, tenant)) : '',
  };
}

/** docs/delivery-promise.md "Free shipping" is a feature toggle; the threshold is the tenant's, on the line total. */
function shipsFree(tenant: Tenant, unitPrice: number | undefined, quantity: number): boolean {
  if (!tenant.flags.freeShipping || tenant.freeShippingFrom === 0 || unitPrice === undefined) return false;
  return unitPrice * quantity >= tenant.freeShippingFrom;
}

function unavailable(facts: ShippingFacts, zone: ZoneInfo, quantity: number): HomeUnavailable | null {
  const units = facts.stock.get(distributionCentreId) ?? 0;
  if (!zone.served) return 'notServed';
  if (facts.shippingType === 'pickup_only') return 'pickupOnly';
  if (units === 0) return 'outOfStock';
  return units < quantity ? 'insufficientStock' : null;
}

const reasonMessage: Record<HomeUnavailable, MessageKey> = {
  notServed: 'location.shipping.notServed',
  pickupOnly: 'location.shipping.pickupOnly',
  outOfStock: 'location.shipping.outOfStock',
  insufficientStock: 'location.shipping.insufficientStock',
};

/**
 * docs/delivery-promise.md getProductShipping: a home-delivery method for a SKU and quantity in a zone. Available
 * when the zone is served, the product may travel home and the DC holds the quantity.
 */
export function homeDeliveryOption(
  tenant: Tenant,
  t: Translate,
  input: { zone: ZoneInfo; facts: ShippingFacts; quantity: number; unitPrice: number | undefined; clock: Clock },
  method: HomeMethod,
): HomeDeliveryOption | null {
  const { zone, facts, quantity, unitPrice, clock } = input;
  const promise = zonePromise(tenant, t, zone, method, clock, shipsFree(tenant, unitPrice, quantity));
  if (!promise) return null;
  const units = facts.stock.get(distributionCentreId) ?? 0;
  const reason = unavailable(facts, zone, quantity);
  if (reason === null) return { ...promise, available: true, reason, units };
  return {
    deliveryMethod: method,
    label: promise.label,
    available: false,
    reason,
    units,
    days: null,
    promisedDate: null,
    cost: null,
    costFormatted: null,
    isFree: false,
    message: t(reasonMessage[reason], { label: zone.label, available: units }),
  };
}
