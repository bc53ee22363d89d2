import { htmlLang } from './locale';

/**
 * An instant (ISO) as a shopper of the tenant reads it: date and time in the tenant's language and
 * time zone, e.g. when a quotation's prices stop holding.
 */
export function instantText(iso: string, langFull: string, timeZone: string): string {
  return new Intl.DateTimeFormat(htmlLang(langFull), {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}
