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

/** UTC offset in minutes of a time zone at an instant ("GMT-03:00" → -180), daylight saving included. */
export function utcOffsetMinutes(timeZone: string, instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) throw new Error(`Cannot read the UTC offset of ${timeZone} (${name})`);
  if (match[1] === undefined) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The clock of spec rules (src/lib/availability.ts) for a tenant at an instant. */
export function tenantClock(tenant: TenantId, now: Date): Clock {
  return { now, utcOffsetMinutes: utcOffsetMinutes(tenantTimeZones[tenant], now) };
}
