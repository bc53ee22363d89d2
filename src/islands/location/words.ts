import type { MessageKey } from '../../lib/messages';
import { interpolate, type MessageParams } from '../../lib/messages/interpolate';

/** The catalogue templates the location modal shows; the header passes them in the tenant's language. */
export const locationModalWordKeys = [
  'locationModal.title',
  'locationModal.close',
  'locationModal.loading',
  'locationModal.saving',
  'locationModal.geolocation.use',
  'locationModal.geolocation.locating',
  'locationModal.geolocation.denied',
  'locationModal.zip.suggestions',
  'locationModal.zip.suggestion',
  'locationModal.zip.unknown',
  'locationModal.zip.useZip',
  'locationModal.colony.label',
  'locationModal.colony.choose',
  'locationModal.place.title',
  'locationModal.place.choose',
  'locationModal.error.api',
  'locationModal.error.lists',
  'productOptions.location.current',
  'productOptions.location.zipCode',
  'productOptions.location.save',
  'productOptions.location.notServed',
  'errors.geolocation.notFound',
  'errors.geolocation.apiError',
  'addresses.way.title',
  'addresses.way.none',
  'addresses.way.option',
  'addresses.way.error',
  'addressBook.manage',
] as const satisfies readonly MessageKey[];

export type LocationModalWords = Record<(typeof locationModalWordKeys)[number], string>;

/** Fills one of the modal's templates. */
export type Say = (key: keyof LocationModalWords, params?: MessageParams) => string;

export function sayer(words: LocationModalWords): Say {
  return (key, params) => interpolate(words[key], params);
}
