/** BCP 47 tag for `<html lang>` and `content-language`: the platform's es_CL is es-CL. */
export function htmlLang(langFull: string): string {
  return langFull.replace('_', '-');
}
