import * as z from 'zod/mini';
import { actionPath, call } from '../../stores/client';
import { locationSaved } from '../../stores/header';
import { zoneSaved } from '../../stores/location';
import { keepSavedMessage } from './saved-notice';

/** What the location.save action answers (src/actions/location.ts). */
const savedSchema = z.object({
  zoneId: z.string(),
  priceGroup: z.string(),
  regionLabel: z.string(),
  isFallback: z.boolean(),
  label: z.string(),
  message: z.string(),
});
export type SavedLocation = z.infer<typeof savedSchema>;

/** One way of choosing, as the no-JS forms post it: a zone, a postal code (and colony) or coordinates. */
export type LocationChoice =
  | { zoneId: string }
  | { zipCode: string; colony?: string | undefined }
  | { latitude: number; longitude: number };

/** Posts the choice to the same action as the product page's form; failures are ShopperErrors in the shopper's words. */
export function saveLocation(choice: LocationChoice, fallbackMessage: string): Promise<SavedLocation> {
  return call(actionPath('location.save'), savedSchema, {
    method: 'POST',
    body: locationFields(choice),
    fallbackMessage,
  });
}

/** The choice as the no-JS form's fields: what is left blank is not sent. */
export function locationFields(choice: LocationChoice): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(choice)) {
    if (value !== undefined && value !== '') body.set(name, String(value));
  }
  return body;
}

/** The flags a no-JS save left in the address: the reloaded page must not show them again. */
const staleFlags = /^(locationError(\..+)?|locationSaved|locationRegion)$/;

/** The page to fetch again after a save: this one, without a no-JS save's flags. */
export function pageAfterSave(href: string): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) {
    if (staleFlags.test(name)) url.searchParams.delete(name);
  }
  return url.href;
}

/**
 * After a save: the header follows at once, every registered callback runs and the modal goes
 * back to zip-only mode (docs/zones-and-price-groups.md); then the page is fetched again, so that its prices, stock and
 * delivery promises are the new zone's (a stale price is never shown).
 */
export function locationChosen(saved: SavedLocation): void {
  zoneSaved({
    zoneId: saved.zoneId,
    priceGroup: saved.priceGroup,
    regionLabel: saved.regionLabel,
    isFallback: saved.isFallback,
  });
  keepSavedMessage(saved.message);
  locationSaved();
  const next = pageAfterSave(window.location.href);
  if (next === window.location.href) window.location.reload();
  else window.location.replace(next);
}
