import { type Clock, formatAvailabilityParams, pickupMessage, storeClosedMessage } from '../../lib/availability';
import { htmlLang } from '../../lib/locale';
import { countMessage, type Message, type MessageKey, type Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import type { StoreInfo } from '../location/stores';
import { hoursToday, pickupReadyAt } from './promise';
import type { ShippingFacts } from './shipping-facts';

export type StoreUnavailable = 'outOfStock' | 'insufficientStock';

/** One store of the zone's region for a SKU and quantity: click and collect and buy at store. */
export interface StoreOption {
  storeId: string;
  name: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  units: number;
  openToday: boolean;
  /** "Abierta hoy de 08:30 a 21:00" or "Tienda cerrada hoy" (docs/delivery-promise.md). */
  todayMessage: string;
  openingHours: { day: number; dayName: string; open: string | null; close: string | null }[];
  clickAndCollect: {
    available: boolean;
    reason: StoreUnavailable | null;
    /** docs/delivery-promise.md "pickup from N hours": the store's preparation time. */
    pickupHours: number;
    /** When the order can be collected, with the zone's offset; null when not available. */
    promisedAt: string | null;
    message: string;
  };
  buyAtStore: { available: boolean; reason: StoreUnavailable | null; message: string };
}

const translate = (t: Translate, message: Message) => t(message.key, message.params);

function unitsReason(units: number, quantity: number): StoreUnavailable | null {
  if (units === 0) return 'outOfStock';
  return units < quantity ? 'insufficientStock' : null;
}

const reasonKey: Record<StoreUnavailable, MessageKey> = {
  outOfStock: 'location.store.outOfStock',
  insufficientStock: 'location.store.insufficientStock',
};

/** The weekday names of a locale, Monday first: one list per tenant language for the process. */
const dayNamesByLocale = new Map<string, string[]>();
function dayNames(locale: string): string[] {
  let names = dayNamesByLocale.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday
    names = Array.from({ length: 7 }, (_, index) => format.format(Date.UTC(2024, 0, 1 + index)));
    dayNamesByLocale.set(locale, names);
  }
  return names;
}

/** The week's hours with the day names of the tenant's language, Monday first. */
function week(tenant: Tenant, hours: StoreInfo['openingHours']): StoreOption['openingHours'] {
  const names = dayNames(htmlLang(tenant.langFull));
  return hours.map((day, index) => ({
    day: index,
    dayName: names[index % 7] ?? '',
    open: day?.[0] ?? null,
    close: day?.[1] ?? null,
  }));
}

/** docs/delivery-promise.md getProductStoreShipping: what one store can do for this SKU and quantity now. */
export function storeOption(
  tenant: Tenant,
  t: Translate,
  store: StoreInfo,
  input: { facts: ShippingFacts; quantity: number; clock: Clock },
): StoreOption {
  const { facts, quantity, clock } = input;
  const units = facts.stock.get(store.id) ?? 0;
  const today = hoursToday(store.openingHours, clock);
  const closedToday = storeClosedMessage(today !== null);
  const reason = unitsReason(units, quantity);
  const reasonText = reason === null ? '' : t(reasonKey[reason], { available: units });
  const promisedAt = reason === null ? pickupReadyAt(store.openingHours, store.pickupHours, clock) : null;
  const pickup = promisedAt === null ? null : pickupMessage(promisedAt, today !== null, clock);
  const inStore = closedToday ?? countMessage(units, 'location.store.units.one', 'location.store.units.other');
  return {
    storeId: store.id,
    name: store.name,
    address: store.address,
    phone: store.phone,
    latitude: store.latitude,
    longitude: store.longitude,
    units,
    openToday: today !== null,
    todayMessage: today
      ? t('location.store.openToday', { open: today[0], close: today[1] })
      : t('availability.storeClosedToday'),
    openingHours: week(tenant, store.openingHours),
    clickAndCollect: {
      available: promisedAt !== null,
      reason,
      pickupHours: store.pickupHours,
      promisedAt,
      message: pickup ? translate(t, formatAvailabilityParams(pickup, tenant)) : reasonText,
    },
    buyAtStore: { available: reason === null, reason, message: reason === null ? translate(t, inStore) : reasonText },
  };
}

/** Stores that can serve first, then by name: the shopper looks for the nearest that has it. */
export function byAvailability(a: StoreOption, b: StoreOption): number {
  return Number(b.clickAndCollect.available) - Number(a.clickAndCollect.available) || a.name.localeCompare(b.name);
}
