/** BCP 47 tag for `<html lang>` and `content-language`: the platform's es_CL is es-CL. */
export function htmlLang(langFull: string): string {
  return langFull.replace('_', '-');
}

// Building an Intl formatter costs far more than using one (locale data is resolved each time):
// one per language and kind, for the life of the process (a handful of languages, so bounded).
const collators = new Map<string, Intl.Collator>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The language's collation, for lists a shopper reads in alphabetical order. */
export function collatorFor(langFull: string): Intl.Collator {
  let collator = collators.get(langFull);
  if (!collator) {
    collator = new Intl.Collator(htmlLang(langFull));
    collators.set(langFull, collator);
  }
  return collator;
}

/** "martes, 18 de marzo" for a calendar day given as UTC midnight. */
export function dayFormatFor(langFull: string): Intl.DateTimeFormat {
  let format = dayFormats.get(langFull);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang(langFull), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC', // the date is already the shopper's calendar day
    });
    dayFormats.set(langFull, format);
  }
  return format;
}
