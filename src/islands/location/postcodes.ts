import * as z from 'zod/mini';
import { apiPath, call } from '../../stores/client';
import { pageTenant } from '../../stores/page-context';
import { getItem, localKeys, setItem } from '../../stores/storage';
import type { Say } from './words';

/** Postal-code suggestions as the shopper types (docs/zones-and-price-groups.md postcodes?searchTerm), and the code chosen last (docs/zones-and-price-groups.md). */

const suggestionSchema = z.object({
  zipCode: z.string(),
  colonies: z.array(z.string()),
  label: z.string(),
  served: z.boolean(),
});
export type PostcodeSuggestion = z.infer<typeof suggestionSchema>;

const answerSchema = z.object({ postcodes: z.array(suggestionSchema) });

/** Fewer digits match too many codes to help (a CEP has 8, a Mexican CP 5). */
export const minSearchDigits = 3;

/** The digits (and the CEP's hyphen) worth asking about, or undefined while too short or not a code. */
export function searchTermOf(typed: string): string | undefined {
  const term = typed.trim();
  return /^\d+(?:-\d*)?$/.test(term) && term.replace('-', '').length >= minSearchDigits && term.length <= 10
    ? term
    : undefined;
}

export async function searchPostcodes(term: string, fallbackMessage: string): Promise<PostcodeSuggestion[]> {
  const path = apiPath(`postcodes?searchTerm=${encodeURIComponent(term)}`);
  return (await call(path, answerSchema, { fallbackMessage })).postcodes;
}

const digitsOf = (zip: string) => zip.replace(/\D/g, '');

/** The colonies of the code typed, when the suggestions hold it (a code may span several zones). */
export function coloniesOf(typed: string, suggestions: PostcodeSuggestion[]): string[] {
  const digits = digitsOf(typed);
  const names = suggestions.filter((entry) => digitsOf(entry.zipCode) === digits).flatMap((entry) => entry.colonies);
  return [...new Set(names)];
}

/** What fits under the box; the service answers up to 20. */
const shownSuggestions = 8;

/** The suggestions offered under the field: none once every one of them is the code typed. */
export function offeredSuggestions(typed: string, suggestions: PostcodeSuggestion[]): PostcodeSuggestion[] {
  const digits = digitsOf(typed);
  return suggestions.every((entry) => digitsOf(entry.zipCode) === digits) ? [] : suggestions.slice(0, shownSuggestions);
}

/** Where a suggested code is: its first colonies and its place, marked when the tenant does not deliver there. */
export function suggestionPlace(entry: PostcodeSuggestion, say: Say): string {
  const place = [entry.colonies.slice(0, 3).join(', '), entry.label].filter(Boolean).join(' · ');
  return entry.served ? place : say('productOptions.location.notServed', { name: place });
}

/**
 * What the postal-code form saves: the code, and the colony where the code spans several; undefined
 * while one of several colonies is still to choose.
 */
export function zipCodeChoice(
  typed: string,
  colonies: readonly string[],
  colony: string,
): { zipCode: string; colony: string | undefined } | undefined {
  if (colonies.length > 1 && !colony) return undefined;
  return { zipCode: typed.trim(), colony: colonies.length > 1 ? colony : undefined };
}

/** docs/zones-and-price-groups.md "zip code": the last code saved on this tenant, to offer it again. */
export function lastZipCode(): string {
  const tenant = pageTenant();
  return (
    getItem('local', localKeys.zipCode, (raw) => {
      const value = raw as { tenant?: unknown; zipCode?: unknown } | null;
      return value?.tenant === tenant && typeof value.zipCode === 'string' ? value.zipCode.slice(0, 10) : undefined;
    }) ?? ''
  );
}

export function rememberZipCode(zipCode: string): void {
  setItem('local', localKeys.zipCode, { tenant: pageTenant(), zipCode });
}
