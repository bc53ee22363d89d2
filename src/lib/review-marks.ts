import type { OrderStatus } from './checkout/checkout';
import { htmlLang } from './locale';

/**
 * What a review shows besides its words: its stars, its date and whether its writer bought the
 * product (the verified-buyer mark).
 */

/** Orders that count as a purchase: paid, or further along; never one unpaid, cancelled or refunded. */
export const purchasedStatuses = [
  'paid',
  'confirmed',
  'preparing',
  'shipped',
  'readyForPickup',
  'delivered',
  'pickedUp',
] as const satisfies readonly OrderStatus[];

/** Five stars, each full, half or empty, for a rating of 0 to 5 (an average may be 4.3: four and a half). */
export function starFills(rating: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "12 de marzo de 2026": the day a review was written, in the site's language and time zone. */
export function reviewDateText(iso: string, langFull: string, timeZone: string): string {
  const key = `${langFull}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang(langFull), { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}
