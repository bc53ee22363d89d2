import { type Clock, calendarDay } from '../../lib/availability';

/**
 * When a delivery or a pickup is promised, from a zone's promise and a store's hours. Pure: the
 * instant and its UTC offset come in as a Clock (src/lib/availability.ts), never from Date.now().
 */

const minuteMs = 60_000;
const dayMs = 1_440 * minuteMs;

/** Seven [open, close] pairs of "HH:MM", Monday first; null for a closed day (stores table). */
export type OpeningHours = readonly (readonly [string, string] | null)[];

/** Local wall time of the clock: the calendar day, Monday = 0, minutes since midnight. */
export function localTime({ now, utcOffsetMinutes }: Clock): { day: string; weekday: number; minutes: number } {
  const shifted = new Date(now.getTime() + utcOffsetMinutes * minuteMs);
  return {
    day: calendarDay(now, utcOffsetMinutes),
    weekday: (shifted.getUTCDay() + 6) % 7,
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * dayMs).toISOString().slice(0, 10);
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The day a home delivery arrives: today plus the zone's days. A same-day zone keeps its
 * promise for orders placed before its cut-off hour; later orders arrive the next day.
 */
export function homeDeliveryDay(days: number, sameDayCutoffHour: number | null, clock: Clock): string {
  const local = localTime(clock);
  const late = days === 0 && sameDayCutoffHour !== null && local.minutes >= sameDayCutoffHour * 60;
  return addDays(local.day, days + (late ? 1 : 0));
}

/** Today's opening hours of a store, or null when it is closed today (docs/delivery-promise.md "Store closed today"). */
export function hoursToday(hours: OpeningHours, clock: Clock): readonly [string, string] | null {
  return hours[localTime(clock).weekday] ?? null;
}

function offsetText(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function instantText(day: string, minutes: number, utcOffsetMinutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${day}T${hh}:${mm}:00${offsetText(utcOffsetMinutes)}`;
}

/**
 * When an order placed now can be collected: `pickupHours` after now, moved to the next opening
 * time when the store is closed then. An instant with the zone's offset ("2025-03-18T10:30:00-03:00"),
 * as pickupMessage reads it; null when the store never opens (no hours at all).
 */
export function pickupReadyAt(hours: OpeningHours, pickupHours: number, clock: Clock): string | null {
  const ready = localTime({
    now: new Date(clock.now.getTime() + pickupHours * 60 * minuteMs),
    utcOffsetMinutes: clock.utcOffsetMinutes,
  });
  for (let ahead = 0; ahead < 8; ahead++) {
    const day = addDays(ready.day, ahead);
    const open = hours[(ready.weekday + ahead) % 7];
    if (!open) continue;
    const [from, to] = [toMinutes(open[0]), toMinutes(open[1])];
    if (ahead === 0 && ready.minutes >= to) continue;
    const at = ahead === 0 ? Math.max(ready.minutes, from) : from;
    return instantText(day, at, clock.utcOffsetMinutes);
  }
  return null;
}
