import { z } from 'astro/zod';
import type { Tenant } from '../tenants/schema';

/**
 * The zone cookie (docs/zones-and-price-groups.md "Cookies"): `<priceGroup><zoneId><start><length>`.
 *
 * - `start` and `length` are the last two characters, one decimal digit each: `start` is the
 *   0-based index where the zone begins, which is also the length of the price group before it;
 *   `length` is the zone's length. Price group "10" + zone "13101" → "1013101" + "2" + "5".
 * - One digit each bounds the price group and the zone to 1–9 characters, so a code is 4–20 long.
 * - The zone must end exactly where the two digits begin (start + length = characters before
 *   them), so every valid code has one reading and build(parse(code)) gives the code back.
 * - A code has letters and digits only, so it never needs URL encoding: an encoded value ("%20")
 *   is malformed rather than decoded.
 */
export const priceGroupPattern = /^[0-9]{1,9}$/;
export const zoneIdPattern = /^[A-Za-z0-9]{1,9}$/;
export const priceGroupSchema = z.string().regex(priceGroupPattern, { error: 'must be 1–9 digits' });
export const zoneIdSchema = z.string().regex(zoneIdPattern, {
  error: 'must be 1–9 letters or digits (the zone cookie encodes its length in one digit)',
});
export const zoneSchema = z.strictObject({ priceGroup: priceGroupSchema, zoneId: zoneIdSchema });
export type Zone = z.infer<typeof zoneSchema>;

export const zoneCodeLength = { min: 4, max: 20 } as const;

/** Why a code was refused: kept apart so a caller can log what a browser really sent. */
export type ZoneCodeError = 'empty' | 'length' | 'characters' | 'position';
export type ZoneCodeResult = { ok: true; zone: Zone } | { ok: false; error: ZoneCodeError };

const isZone = (zone: Zone) =>
  Object.keys(zone).length === 2 &&
  typeof zone.priceGroup === 'string' &&
  typeof zone.zoneId === 'string' &&
  priceGroupPattern.test(zone.priceGroup) &&
  zoneIdPattern.test(zone.zoneId);

/** The cookie value for a zone; throws (a ZodError naming the field) for an invalid price group or zone. */
export function buildZoneCode(zone: Zone): string {
  // Every page builds its zone's code: the schema's patterns first, as parsing costs more than the
  // page's other zone work, and the schema itself (whose error names the field) only on a failure.
  const { priceGroup, zoneId } = isZone(zone) ? zone : zoneSchema.parse(zone);
  return `${priceGroup}${zoneId}${priceGroup.length}${zoneId.length}`;
}

const fail = (error: ZoneCodeError): ZoneCodeResult => ({ ok: false, error });

/** Reads a zone cookie value. Never throws: anything malformed is an error result. */
export function parseZoneCode(value: string): ZoneCodeResult {
  // RFC 6265 §5.2 drops the whitespace around a cookie value; whitespace inside stays malformed.
  const code = value.trim();
  if (code === '') return fail('empty');
  if (code.length < zoneCodeLength.min || code.length > zoneCodeLength.max) return fail('length');
  if (!/^[A-Za-z0-9]+[0-9]{2}$/.test(code)) return fail('characters');
  const body = code.slice(0, -2);
  const start = Number(code.slice(-2, -1));
  const length = Number(code.slice(-1));
  if (start === 0 || length === 0 || start + length !== body.length) return fail('position');
  const zone = zoneSchema.safeParse({ priceGroup: body.slice(0, start), zoneId: body.slice(start) });
  // the zone may hold letters; the price group may not
  return zone.success ? { ok: true, zone: zone.data } : fail('characters');
}

/** The zone a request uses: the cookie's, or the tenant's fallback until a valid cookie exists. */
export type ResolvedZone =
  | (Zone & { isFallback: false })
  | (Zone & {
      isFallback: true;
      /** docs/zones-and-price-groups.md: "Until a zone cookie exists, a fallback label is shown". */
      regionLabel: string;
      reason: 'missing' | ZoneCodeError;
    });

export function resolveZone(cookie: string | undefined, tenant: Pick<Tenant, 'fallbackZone'>): ResolvedZone {
  const parsed = cookie === undefined ? undefined : parseZoneCode(cookie);
  if (parsed?.ok) return { ...parsed.zone, isFallback: false };
  const { priceGroup, zoneId, regionLabel } = tenant.fallbackZone;
  return { priceGroup, zoneId, regionLabel, isFallback: true, reason: parsed?.error ?? 'missing' };
}
