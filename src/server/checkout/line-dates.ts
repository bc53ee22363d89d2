import { bookedDay, deliveryDays } from '../../lib/checkout/delivery-days';
import type { DeliveryType } from '../../lib/delivery';
import { dayText, instantText } from '../../lib/instant-text';
import type { Translate } from '../../lib/messages';
import type { Tenant } from '../../tenants/schema';
import { isHomeDelivery } from '../cart/delivery-rules';
import type { EvaluatedLine } from '../cart/evaluate';
import { homeDeliveryDay, pickupReadyAt } from '../delivery/promise';
import type { ZoneInfo } from '../location/zones';
import { tenantClock } from '../tenant-clock';
import type { CheckoutState } from './checkout-state';

/**
 * When each line of a checkout is promised, as the order keeps it: a home delivery on the day the
 * shopper booked (the standard service offers the zone's earliest day and the next open ones;
 * the economic one only its own day), a pickup from the instant its store has it ready.
 */

/** The days the standard home delivery can be booked for; none when no line goes that way. */
export function homeDayChoices(state: CheckoutState, zone: ZoneInfo = state.context.zone): string[] {
  const { tenant, now } = state.context;
  if (!state.evaluated.lines.some((line) => line.record.deliveryMethod === 'homeDelivery')) return [];
  return deliveryDays(homeDeliveryDay(zone.deliveryDays, zone.sameDayCutoffHour, tenantClock(tenant, now)));
}

/**
 * The day a delivery form books, for the zone its address lies in. The form lists the days of the
 * zone it was shown for (`listedFor`): there a day it did not list is refused (null); an address
 * in another zone books the day chosen where that zone offers it too, else that zone's earliest
 * (the next step says the zone changed, and the review shows the day).
 */
export function dayToBook(
  state: CheckoutState,
  form: { deliveryDate: string; listedFor: string },
  addressZone: ZoneInfo,
): { day: string | null } | null {
  if (form.deliveryDate === '') return { day: null };
  const offered = homeDayChoices(state, addressZone);
  if (offered.includes(form.deliveryDate)) return { day: form.deliveryDate };
  return form.listedFor === addressZone.id ? null : { day: null };
}

/** The day the standard home delivery comes: the one booked while still offered, else the earliest. */
export function bookedHomeDay(state: CheckoutState): string | null {
  return bookedDay(state.choices.deliveryDate, homeDayChoices(state));
}

/** What the order keeps of a line's promise ("2026-12-03", or "2026-12-01T10:30:00-03:00"). */
export function linePromisedFor(state: CheckoutState, line: EvaluatedLine): string | null {
  const { tenant, zone, stores, now } = state.context;
  const clock = tenantClock(tenant, now);
  const method = line.record.deliveryMethod;
  if (method === 'homeDelivery') return bookedHomeDay(state);
  if (method === 'homeDeliveryEconomic') {
    return zone.economicDays === null ? null : homeDeliveryDay(zone.economicDays, null, clock);
  }
  if (isHomeDelivery(method)) return null;
  const store = line.record.storeId === null ? undefined : stores.get(line.record.storeId);
  return store ? pickupReadyAt(store.openingHours, store.pickupHours, clock) : null;
}

/** "Llega el jueves, 3 de diciembre" or "Retira desde el 1 de diciembre de 2026, 10:30". */
export function promisedForText(
  tenant: Tenant,
  line: { deliveryMethod: DeliveryType; promisedFor: string | null },
  t: Translate,
): string | null {
  if (line.promisedFor === null) return null;
  return isHomeDelivery(line.deliveryMethod)
    ? t('checkout.dates.arrives', { date: dayText(line.promisedFor.slice(0, 10), tenant.langFull) })
    : t('checkout.dates.pickupFrom', {
        date: instantText(line.promisedFor, tenant.langFull, tenant.timeZone),
      });
}
