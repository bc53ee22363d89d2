import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CanCounts, chooseCans, exactSearchCans } from './cans';

const gallon = 3785;
const quarter = 946;
const totalOf = (cans: CanCounts) => cans.reduce((sum, can) => sum + can.size * can.count, 0);
const countOf = (cans: CanCounts) => cans.reduce((sum, can) => sum + can.count, 0);

/** Every combination with at most ceil(need / size) cans of each size: the rule, written the slow way. */
function bruteForce(need: number, sizes: readonly number[], tolerance: number) {
  let combos = [{ total: 0, cans: 0 }];
  for (const size of sizes) {
    combos = combos.flatMap((combo) =>
      Array.from({ length: Math.ceil(need / size) + 1 }, (_, n) => ({
        total: combo.total + n * size,
        cans: combo.cans + n,
      })),
    );
  }
  const covering = combos.filter((combo) => combo.total >= need);
  // a loop, not Math.min(...): three small sizes make over 100,000 combinations, past the arguments a call takes
  const minTotal = covering.reduce((min, combo) => Math.min(min, combo.total), Number.POSITIVE_INFINITY);
  return covering
    .filter((combo) => combo.total <= minTotal + tolerance)
    .sort((a, b) => a.cans - b.cans || a.total - b.total)[0];
}

describe('chooseCans', () => {
  it.each([
    ['nothing needed', 0, [gallon, quarter], 0, []],
    ['a quarter gallon fits', 500, [gallon, quarter], 0, [{ size: quarter, count: 1 }]],
    // Four quarters (3784 mL) leave 1 mL less than a gallon: only the tolerance makes that a tie.
    ['3 L with no tolerance', 3000, [gallon, quarter], 0, [{ size: quarter, count: 4 }]],
    ['3 L within a 100 mL tolerance', 3000, [gallon, quarter], 100, [{ size: gallon, count: 1 }]],
    ['exactly two gallons', 7570, [gallon, quarter], 0, [{ size: gallon, count: 2 }]],
    ['the same size twice is one size', 1800, [quarter, quarter], 0, [{ size: quarter, count: 2 }]],
    // 9 quarters leave 914 mL, 1 gallon + 5 quarters 915, 2 gallons + 1 quarter 916: within 100 mL, three cans win.
    [
      '7.6 L within a 100 mL tolerance',
      7600,
      [gallon, quarter],
      100,
      [
        { size: gallon, count: 2 },
        { size: quarter, count: 1 },
      ],
    ],
    ['7.6 L without tolerance', 7600, [gallon, quarter], 0, [{ size: quarter, count: 9 }]],
    ['one big can within the tolerance beats four small ones', 3700, [4500, 1000], 500, [{ size: 4500, count: 1 }]],
    ['four small cans leave 500 mL less than the big one', 3700, [4500, 1000], 499, [{ size: 1000, count: 4 }]],
    [
      'equal totals and counts go to larger cans',
      6000,
      [3000, 2000, 4000],
      0,
      [
        { size: 4000, count: 1 },
        { size: 2000, count: 1 },
      ],
    ],
  ])('%s', (_, need, sizes, tolerance, expected) => {
    expect(chooseCans(need, sizes, tolerance)).toEqual(expected);
  });

  it('agrees with trying every combination', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.uniqueArray(fc.integer({ min: 50, max: 1500 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 200 }),
        (need, sizes, tolerance) => {
          const cans = chooseCans(need, sizes, tolerance);
          const best = bruteForce(need, sizes, tolerance);
          expect({ total: totalOf(cans), cans: countOf(cans) }).toEqual(best);
        },
      ),
    );
  });

  // Small sizes push the need past the exact search window, so the top-up with large cans is checked too.
  it('agrees with trying every combination past the exact search window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1500 }),
        fc.uniqueArray(fc.integer({ min: 7, max: 25 }), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 0, max: 5 }),
        (need, sizes, tolerance) => {
          const cans = chooseCans(need, sizes, tolerance);
          expect({ total: totalOf(cans), cans: countOf(cans) }).toEqual(bruteForce(need, sizes, tolerance));
        },
      ),
      { numRuns: 300 },
    );
  });

  it(`tops up a need beyond ${exactSearchCans} large cans with large cans and still leaves less than a small can`, () => {
    const need = 500_000;
    const cans = chooseCans(need, [gallon, quarter], 100);
    expect(totalOf(cans)).toBeGreaterThanOrEqual(need);
    expect(totalOf(cans) - need).toBeLessThan(quarter);
    expect(cans[0]?.size).toBe(gallon);
    expect(cans[0]?.count).toBeGreaterThan(100);
  });
});
