/**
 * Which cans to buy to hold at least a quantity. Quantities are whole numbers of one unit
 * (millilitres for paint) so that the search is exact. The rule: least left over; but a
 * combination leaving at most `tolerance` more counts as a tie, and ties go to fewer cans,
 * then to less left over, then to larger cans. The tolerance keeps a shopper from buying
 * three extra small cans to save a spoonful.
 */

/** A size and how many cans of it, largest size first. */
export type CanCounts = ReadonlyArray<{ size: number; count: number }>;

/** The exact search looks at up to this many cans of the largest size; a bigger need is topped up with that size. */
export const exactSearchCans = 50;

interface Cover {
  /** The least total any combination reaches. */
  minTotal: number;
  /** The combination chosen within the tolerance of minTotal. */
  counts: Map<number, number>;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Dynamic programme over totals, in units of the sizes' greatest common divisor; every size is below `need`. */
function exactCover(need: number, sizesDesc: readonly number[], tolerance: number): Cover {
  const unit = sizesDesc.reduce(gcd);
  const units = sizesDesc.map((size) => size / unit);
  const target = Math.ceil(need / unit);
  // A cover that could drop a whole can is never chosen, so totals stop below target + largest.
  const end = target + (units[0] ?? 0);
  const fewest = new Int32Array(end).fill(-1);
  const lastSize = new Int32Array(end);
  fewest[0] = 0;
  for (let total = 1; total < end; total++) {
    for (const [index, size] of units.entries()) {
      const before = total >= size ? (fewest[total - size] ?? -1) : -1;
      const current = fewest[total] ?? -1;
      // Largest size first and only a strict improvement: among equally few cans, larger ones stay.
      if (before >= 0 && (current < 0 || before + 1 < current)) {
        fewest[total] = before + 1;
        lastSize[total] = index;
      }
    }
  }
  let minTotal = target;
  while ((fewest[minTotal] ?? 0) < 0) minTotal++;
  let chosen = minTotal;
  const last = Math.min(end - 1, minTotal + Math.floor(tolerance / unit));
  for (let total = minTotal + 1; total <= last; total++) {
    const cans = fewest[total] ?? -1;
    if (cans >= 0 && cans < (fewest[chosen] ?? 0)) chosen = total;
  }
  const counts = new Map<number, number>();
  for (let rest = chosen; rest > 0; ) {
    const index = lastSize[rest] ?? 0;
    const size = sizesDesc[index] ?? 0;
    counts.set(size, (counts.get(size) ?? 0) + 1);
    rest -= size / unit;
  }
  return { minTotal: minTotal * unit, counts };
}

/** The cans to buy; `sizes` are positive whole numbers in the unit of `need`. Nothing needed → no cans. */
export function chooseCans(need: number, sizes: readonly number[], tolerance = 0): CanCounts {
  const sizesDesc = [...new Set(sizes)].sort((a, b) => b - a);
  if (need <= 0) return [];
  const counts = coverCounts(need, sizesDesc, tolerance);
  return sizesDesc.map((size) => ({ size, count: counts.get(size) ?? 0 })).filter((can) => can.count > 0);
}

function coverCounts(need: number, sizesDesc: readonly number[], tolerance: number): Map<number, number> {
  // One can at least as big as the need covers it alone; the smallest such one leaves least.
  const single = sizesDesc.filter((size) => size >= need).at(-1);
  const smaller = sizesDesc.filter((size) => size < need);
  const largest = smaller[0];
  if (largest === undefined) return new Map(single === undefined ? [] : [[single, 1]]);
  const prefill = Math.max(0, Math.ceil(need / largest) - exactSearchCans);
  const cover = exactCover(need - prefill * largest, smaller, tolerance);
  // A single can is the fewest there can be, so it wins whenever it is within the tolerance.
  if (single !== undefined && single <= cover.minTotal + prefill * largest + tolerance) return new Map([[single, 1]]);
  cover.counts.set(largest, (cover.counts.get(largest) ?? 0) + prefill);
  return cover.counts;
}
