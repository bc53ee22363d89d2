import type { Clock } from '../../lib/availability';
import type { TenantId } from '../../tenants/schema';

/**
 * Where "now" comes from: services take the instant as a parameter (tests pass a fixed one);
 * only endpoints read the system clock, through this one function.
 */
export function currentInstant(): Date {
  return new Date();
}

/**
 * The time zone each tenant's promises are made in: the capital's. The spec is silent; one zone
 * per tenant keeps "today" the same on every page of a site (Tijuana and Manaus differ by an hour
 * or two, which only shifts a cut-off, never a calendar day by more than one).
 */
export const tenantTimeZones: Record<TenantId, string> = {
  cl: 'America/Santiago',
  homy: 'America/Santiago',
  pe: 'America/Lima',
  co: 'America/Bogota',
  ar: 'America/Argentina/Buenos_Aires',
  br: 'America/Sao_Paulo',
  obra: 'America/Sao_Paulo',
  mx: 'America/Mexico_City',
  uy: 'America/Montevideo',
};

/** One formatter per time zone: building one costs far more than using it (a few per process). */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** The last offset read per time zone, for its quarter hour: offsets change only on such bounds. */
const lastOffsets = new Map<string, { quarter: number; minutes: number }>();
const quarterHourMs = 15 * 60 * 1000;

/** UTC offset in minutes of a time zone at an instant ("GMT-03:00" → -180), daylight saving included. */
export function utcOffsetMinutes(timeZone: string, instant: Date): number {
  const quarter = Math.floor(instant.getTime() / quarterHourMs);
  const last = lastOffsets.get(timeZone);
  if (last?.quarter === quarter) return last.minutes;
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new Error(`Cannot read the UTC offset of ${timeZone} (${name})`);
  const size = match[1] === undefined ? 0 : Number(match[2]) * 60 + Number(match[3]);
  const minutes = match[1] === '-' ? -size : size;
  lastOffsets.set(timeZone, { quarter, minutes });
  return minutes;
}

/** The clock of spec rules (src/lib/availability.ts) for a tenant at an instant. */
export function tenantClock(tenant: TenantId, now: Date): Clock {
  return { now, utcOffsetMinutes: utcOffsetMinutes(tenantTimeZones[tenant], now) };
}
