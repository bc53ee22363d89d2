/**
 * Order numbers (CL-482915304) that a shopper reads out over the phone and that tell nobody how
 * many orders there are: nine digits, eight drawn at random (the first never 0) and a check digit
 * that catches any one digit misheard and any two neighbours swapped (Damm's algorithm), so a
 * mistyped number is refused before it is looked up. Orders placed before were numbered one after
 * the other from 10000001: those eight-digit numbers, without a check digit, stay valid.
 */

// Damm's quasigroup of order 10: the interim digit after each digit of the number.
const damm = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

/** The check digit of a string of digits: appended, the whole number checks to 0. */
export function dammCheckDigit(digits: string): number {
  let interim = 0;
  for (const digit of digits) interim = damm[interim]?.[Number(digit)] ?? Number.NaN;
  return interim;
}

const randomDigits = { from: 10_000_000, count: 90_000_000 } as const;
const sequence = { first: 10_000_001, last: 99_999_999 } as const;

/** A new order number from a source of random integers in [0, max). */
export function newOrderNumber(randomBelow: (max: number) => number): number {
  const drawn = randomDigits.from + randomBelow(randomDigits.count);
  return drawn * 10 + dammCheckDigit(String(drawn));
}

/** Whether a number is one an order can carry: nine digits that check, or one of the sequence before. */
export function isOrderNumber(number: number): boolean {
  if (!Number.isSafeInteger(number)) return false;
  if (number >= sequence.first && number <= sequence.last) return true;
  return number >= randomDigits.from * 10 && number <= 999_999_999 && dammCheckDigit(String(number)) === 0;
}
