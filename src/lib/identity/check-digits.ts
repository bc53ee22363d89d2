/**
 * The check digits of the tenants' identity and tax numbers. Each takes the body (the digits
 * before the check digit, as a string of digits) and answers the digit the issuer appends.
 * CPF and CNPJ are left to cpf-cnpj-validator (see national-id.ts).
 */

/** Σ digit × weight, body and weights aligned from the left. */
function weightedSum(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (const [index, weight] of weights.entries()) sum += Number(body.charAt(index)) * weight;
  return sum;
}

/** The weights 2, 3, 4… repeating every `cycle` digits, aligned with the body from its right. */
function cyclicWeights(length: number, cycle: number): number[] {
  return Array.from({ length }, (_, index) => ((length - 1 - index) % cycle) + 2);
}

/** Chile, SII: modulo 11 with weights 2 to 7 from the right; 11 is written 0 and 10 is written K. */
export function rutCheckDigit(body: string): string {
  const rest = 11 - (weightedSum(body, cyclicWeights(body.length, 6)) % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** Argentina (AFIP) CUIT and CUIL, and Peru (SUNAT) RUC share these weights over 10 digits. */
const afipWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * Argentina: 11 is written 0. A 10 is never issued (AFIP changes the prefix to 23, 24 or 33
 * instead), and is read as 9 as python-stdnum's ar/cuit.py does: refusing a real CUIT costs a
 * sale, accepting a rare mistyped one costs nothing the tax office will not catch.
 */
export function cuitCheckDigit(body: string): string {
  const rest = 11 - (weightedSum(body, afipWeights) % 11);
  return rest === 11 ? '0' : rest === 10 ? '9' : String(rest);
}

/** Peru, SUNAT: 11 - (sum mod 11), keeping its last digit (10 → 0, 11 → 1). */
export function rucCheckDigit(body: string): string {
  return String((11 - (weightedSum(body, afipWeights) % 11)) % 10);
}

/** Colombia, DIAN (Orden 4 of 1989): prime weights from the right; a rest above 1 is subtracted from 11. */
const dianWeights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

export function nitCheckDigit(body: string): string {
  const reversed = [...body].reverse().join('');
  const rest = weightedSum(reversed, dianWeights.slice(0, body.length)) % 11;
  return String(rest > 1 ? 11 - rest : rest);
}

/** Uruguay, DNIC: the cédula's seven digits (zero-padded) weighted 2, 9, 8, 7, 6, 3, 4, modulo 10. */
export function uyCedulaCheckDigit(body: string): string {
  const sum = weightedSum(body.padStart(7, '0'), [2, 9, 8, 7, 6, 3, 4]);
  return String((10 - (sum % 10)) % 10);
}

/** Uruguay, DGI: RUT modulo 11 over 11 digits; a 10 has no digit, so no RUT carries that body. */
export function uyRutCheckDigit(body: string): string | undefined {
  const digit = (11 - (weightedSum(body, [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return digit === 10 ? undefined : String(digit);
}
