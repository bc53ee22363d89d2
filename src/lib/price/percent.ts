/**
 * Exact integer arithmetic for money percentages. BigInt keeps every step exact, so a
 * result that sits on .5 rounds the same way on every machine; floats would not promise it.
 */

/** n / d rounded half up, for n >= 0 and d > 0. */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** A percentage such as 5 or 7.5 in basis points; finer fractions than 0.01 % are rounded away. */
function basisPoints(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`A percentage must be between 0 and 100, got ${percent}`);
  }
  return BigInt(Math.round(percent * 100));
}

/** `percent` % of an amount of minor units, rounded half up to a whole minor unit. */
export function percentOf(amountMinor: number, percent: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`Money must be a non-negative safe integer of minor units, got ${amountMinor}`);
  }
  return divideRoundingHalfUp(BigInt(amountMinor) * basisPoints(percent), 10_000n);
}

/** How many whole percent `current` is below `regular` (half up); 0 when it is not below. */
export function percentBelow(currentMinor: number, regularMinor: number): number {
  if (regularMinor <= currentMinor) return 0;
  return divideRoundingHalfUp(BigInt(regularMinor - currentMinor) * 100n, BigInt(regularMinor));
}

/**
 * `amountMinor` divided by a decimal quantity (3.6 litres), rounded half up. The quantity is
 * taken to the millionth, which covers grams of a kilogram and millilitres of a litre.
 */
export function dividedByQuantity(amountMinor: number, quantity: number): number {
  const millionths = BigInt(Math.round(quantity * 1_000_000));
  if (millionths <= 0n) throw new RangeError(`A quantity must be at least 0.000001, got ${quantity}`);
  return divideRoundingHalfUp(BigInt(amountMinor) * 1_000_000n, millionths);
}
