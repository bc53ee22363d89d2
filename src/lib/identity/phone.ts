import {
  type CountryCode,
  getCountryCallingCode,
  type MetadataJson,
  ParseError,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/core';
import type { TenantId } from '../../tenants/schema';
import type { ValidationKey } from '../validation/issues';
import metadataJson from './phone-metadata.json';

/**
 * Phone numbers through libphonenumber-js with its "max" metadata cut down to our seven
 * countries. The "min" metadata checks little more than length: it accepts a Brazilian mobile
 * that does not start with 9 (+55 11 81234 5678), Brazilian area code 10, Colombia's 900 and
 * Argentina's area code 00. The whole "max" file weighs 39 KB gzipped, the seven countries
 * 3 KB, which an island can afford.
 *
 * phone-metadata.json is libphonenumber-js/metadata.max.json reduced to AR, BR, CL, CO, MX, PE
 * and UY; phone.test.ts fails when an upgrade of the library brings other metadata. Rebuild it with
 *   npx node -e "const m=require('libphonenumber-js/metadata.max.json'),k=['AR','BR','CL','CO','MX','PE','UY'];
 *   require('fs').writeFileSync('src/lib/identity/phone-metadata.json',JSON.stringify({version:m.version,
 *   country_calling_codes:Object.fromEntries(Object.entries(m.country_calling_codes).filter(([,c])=>k.includes(c[0]))),
 *   countries:Object.fromEntries(k.map(c=>[c,m.countries[c]])),nonGeographic:{}}))"
 * then `npx biome format --write src/lib/identity/phone-metadata.json`.
 */

// The JSON's inferred type has plain arrays where MetadataJson has tuples; phone.test.ts compares it with the library's.
const metadata = metadataJson as unknown as MetadataJson;

export type PhoneResult = { ok: true; e164: string; formatted: string } | { ok: false; key: ValidationKey };

const countries: Record<TenantId, CountryCode> = {
  cl: 'CL',
  homy: 'CL',
  br: 'BR',
  obra: 'BR',
  pe: 'PE',
  co: 'CO',
  ar: 'AR',
  mx: 'MX',
  uy: 'UY',
};

export function phoneCountry(tenant: TenantId): CountryCode {
  return countries[tenant];
}

/** Digits, one leading "+", and the spaces, dots, hyphens and brackets people write between them. */
const phoneCharacters = /^\+?[\d\s().-]+$/;

/**
 * A phone of the tenant's country, typed the national way ("9 8765 4321") or the international
 * way ("+56 9 8765 4321"). A number of another country is refused: delivery calls and messages
 * go through the country's carriers.
 */
export function validatePhone(tenant: TenantId, input: string): PhoneResult {
  const text = input.trim();
  if (text === '') return { ok: false, key: 'validation.identity.phone.required' };
  if (!phoneCharacters.test(text)) return { ok: false, key: 'validation.identity.phone.invalid' };
  const country = phoneCountry(tenant);
  const callingCode = getCountryCallingCode(country, metadata);
  try {
    const phone = parsePhoneNumberWithError(text, { defaultCountry: country, extract: false }, metadata);
    if (phone.countryCallingCode !== callingCode) return { ok: false, key: 'validation.identity.phone.otherCountry' };
    if (!phone.isValid()) return { ok: false, key: 'validation.identity.phone.invalid' };
    return { ok: true, e164: phone.number, formatted: phone.formatInternational() };
  } catch (error) {
    // INVALID_COUNTRY: a calling code outside the seven countries our metadata knows.
    if (error instanceof ParseError && error.message === 'INVALID_COUNTRY') {
      return { ok: false, key: 'validation.identity.phone.otherCountry' };
    }
    return { ok: false, key: 'validation.identity.phone.invalid' };
  }
}
