import { htmlLang } from './locale';

// Building an Intl formatter resolves locale data each time and costs far more than formatting
// (a product page wrote one price's validity per price line): one formatter per kind, language
// and time zone for the life of the process, a handful of tenants so a bounded number.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(kind: string, langFull: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${langFull}|${options.timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang(langFull), options);
    formats.set(key, format);
  }
  return format;
}

/**
 * An instant (ISO) as a shopper of the tenant reads it: date and time in the tenant's language and
 * time zone, e.g. when a quotation's prices stop holding.
 */
export function instantText(iso: string, langFull: string, timeZone: string): string {
  return formatFor('instant', langFull, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/** A calendar day ("YYYY-MM-DD") as a shopper reads it, weekday first: "jueves, 3 de diciembre". */
export function dayText(day: string, langFull: string): string {
  return formatFor('day', langFull, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The calendar day of an instant, day and month, in the tenant's time zone: "24 de diciembre", "24 de dezembro". */
export function dayMonthText(iso: string, langFull: string, timeZone: string): string {
  return formatFor('dayMonth', langFull, { day: 'numeric', month: 'long', timeZone }).format(new Date(iso));
}
