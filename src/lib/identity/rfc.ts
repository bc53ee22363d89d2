import { commonSeparators, documentRule } from './document-rule';

/**
 * Mexico's RFC (SAT): letters from the name, the date of birth or of incorporation (YYMMDD),
 * and a three-character homoclave whose last character is a check digit (0–9 or A).
 *
 * The check digit's algorithm is documented (SAT's modulo 11 over the alphabet
 * "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"), yet it is not enforced here: numbers in use
 * fail it (python-stdnum's mx/rfc.py estimates 1.5% and leaves the check off by default), and a
 * checkout that refuses a buyer's real RFC loses the invoice and the sale. Shape and date are
 * checked, which catch the typing mistakes a shopper makes.
 */

/** The six digits after the letters are a real day (YYMMDD; 20YY, so 29 February of a year 00 passes). */
export function isRfcDate(yymmdd: string): boolean {
  const [year, month, day] = [0, 2, 4].map((start) => Number(yymmdd.slice(start, start + 2))) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(2000 + year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const homoclave = '[A-Z\\d]{2}[\\dA]';

function rfcRule(
  letters: 3 | 4,
  shape: 'validation.identity.rfc.personShape' | 'validation.identity.rfc.companyShape',
) {
  return documentRule({
    required: 'validation.identity.rfc.required',
    separators: commonSeparators,
    pattern: new RegExp(`^[A-ZÑ&]{${letters}}\\d{6}${homoclave}$`),
    shape,
    checks: [[(rfc) => isRfcDate(rfc.slice(letters, letters + 6)), 'validation.identity.rfc.date']],
    // SAT prints an RFC as one word ("GODE561231GR8"), the way it is stored.
    format: (rfc) => rfc,
  });
}

/** Persona física: four letters, birth date, homoclave (13 characters). */
export const personRfcRule = rfcRule(4, 'validation.identity.rfc.personShape');

/** Persona moral: three letters, date of incorporation, homoclave (12 characters). */
export const companyRfcRule = rfcRule(3, 'validation.identity.rfc.companyShape');
