import { z } from 'astro/zod';
import type { Tenant } from '../tenants/schema';
import { dayFormatFor } from './locale';
import type { Message } from './messages';
import { formatMoney } from './money';

/**
 * A promise from the delivery services: a calendar day in the shopper's zone ("2025-03-18"),
 * or an instant with its offset ("2025-03-18T15:00:00-03:00"). A time without an offset is
 * refused: it could be any of two calendar days.
 */
const promisedDaySchema = z.iso.date();
export const promisedSchema = z.union([promisedDaySchema, z.iso.datetime({ offset: true })]);

/**
 * The moment a promise is judged at, and the UTC offset (minutes, -180 for Chile in summer)
 * of the shopper's zone at that moment. Rules never read the clock: the caller passes it.
 */
export interface Clock {
  now: Date;
  utcOffsetMinutes: number;
}

const minuteMs = 60_000;
const dayMs = 1_440 * minuteMs;
// docs/delivery-promise.md "pickup from 2 hours"
const quickPickupMs = 120 * minuteMs;

/** The calendar day ("YYYY-MM-DD") an instant falls on at a UTC offset. */
export function calendarDay(instant: Date, utcOffsetMinutes: number): string {
  return new Date(instant.getTime() + utcOffsetMinutes * minuteMs).toISOString().slice(0, 10);
}

interface Promised {
  /** Days from today in the shopper's zone: 0 today, 1 tomorrow. */
  days: number;
  /** The promised calendar day, the {date} of "later" messages. */
  date: string;
  /** Milliseconds from now, when the promise is an instant. */
  inMs?: number;
}

function readPromise(promised: string, { now, utcOffsetMinutes }: Clock): Promised {
  if (Number.isNaN(now.getTime())) throw new RangeError('The clock must hold a valid date');
  if (!Number.isInteger(utcOffsetMinutes) || Math.abs(utcOffsetMinutes) > 14 * 60) {
    throw new RangeError(`A UTC offset is a whole number of minutes within ±14 hours, got ${utcOffsetMinutes}`);
  }
  promisedSchema.parse(promised);
  const today = calendarDay(now, utcOffsetMinutes);
  const isDay = promisedDaySchema.safeParse(promised).success;
  const date = isDay ? promised : calendarDay(new Date(promised), utcOffsetMinutes);
  const days = (Date.parse(date) - Date.parse(today)) / dayMs;
  return isDay ? { days, date } : { days, date, inMs: Date.parse(promised) - now.getTime() };
}

const dayWord = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'later');

/**
 * docs/delivery-promise.md: same-day, next-day or later home delivery, free or with its cost. `costMinor` is
 * in minor units, 0 when free. Nothing for a promise already past: better silent than wrong.
 */
export function homeDeliveryMessage(promised: string, costMinor: number, clock: Clock): Message | null {
  if (!Number.isSafeInteger(costMinor) || costMinor < 0) {
    throw new RangeError(`A delivery cost is a non-negative integer of minor units, got ${costMinor}`);
  }
  const { days, date } = readPromise(promised, clock);
  if (days < 0) return null;
  const when = dayWord(days);
  const key = `availability.delivery.${when}.${costMinor === 0 ? 'free' : 'cost'}` as const;
  return { key, params: { ...(when === 'later' && { date }), ...(costMinor > 0 && { cost: costMinor }) } };
}

/** docs/delivery-promise.md "Store closed today": for the store a shopper would walk into or collect from. */
export function storeClosedMessage(isOpenToday: boolean): Message | null {
  return isOpenToday ? null : { key: 'availability.storeClosedToday' };
}

/**
 * docs/delivery-promise.md: same-day, next-day or later pickup, or "from 2 hours" when the store promises the
 * order within two hours of now. A store closed today cannot keep a same-day promise.
 */
export function pickupMessage(promised: string, isStoreOpenToday: boolean, clock: Clock): Message | null {
  const { days, date, inMs } = readPromise(promised, clock);
  if (days < 0) return null;
  if (days === 0) {
    return (
      storeClosedMessage(isStoreOpenToday) ?? {
        key:
          inMs !== undefined && inMs <= quickPickupMs
            ? 'availability.pickup.fromTwoHours'
            : 'availability.pickup.today',
      }
    );
  }
  return days === 1 ? { key: 'availability.pickup.tomorrow' } : { key: 'availability.pickup.later', params: { date } };
}

/**
 * Turns the raw {cost} (minor units) and {date} ("YYYY-MM-DD") of an availability message into
 * what the shopper reads: "$ 4.990", "martes, 18 de marzo" / "terça-feira, 18 de março".
 */
export function formatAvailabilityParams(
  message: Message,
  tenant: Pick<Tenant, 'langFull' | 'currency' | 'separator'>,
): Message {
  if (message.params === undefined) return message;
  const { cost, date } = message.params;
  return {
    key: message.key,
    params: {
      ...message.params,
      ...(typeof cost === 'number' && { cost: formatMoney(cost, tenant) }),
      ...(typeof date === 'string' && { date: dayFormatFor(tenant.langFull).format(Date.parse(date)) }),
    },
  };
}
