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

/** A calendar day ("YYYY-MM-DD") as a shopper reads it, weekday first: "jueves, 3 de diciembre". */
export function dayText(day: string, langFull: string): string {
  return new Intl.DateTimeFormat(htmlLang(langFull), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The calendar day of an instant, day and month, in the tenant's time zone: "24 de diciembre", "24 de dezembro". */
export function dayMonthText(iso: string, langFull: string, timeZone: string): string {
  return new Intl.DateTimeFormat(htmlLang(langFull), { day: 'numeric', month: 'long', timeZone }).format(new Date(iso));
}
