import type { SearchIndex } from '../../src/server/search/build-index';
import { commonSearches, judgedPrefixes, judgePrefixes, judgeSearches, type Language } from './judge';

/** Typeahead timings: each judged prefix suggested this many times, after a warm-up round. */
const rounds = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

/**
 * Prints how a tenant's index answers the judged lists of bench/search: the common searches
 * (found, of the right kind first, share of the kind among the first five) and the typeahead
 * prefixes (share whose first product suggestion is of the right kind), with the typeahead's
 * p50 and p99 over the prefixes. Returns the prefixes' share, for the caller to compare.
 */
export function printJudgedLists(label: string, index: SearchIndex, lang: Language): number {
  const searches = judgeSearches(index, commonSearches(lang));
  const found = searches.filter((result) => result.total > 0).length;
  const first = searches.filter((result) => result.first).length;
  const topFive = searches.reduce((sum, result) => sum + result.topFive, 0) / Math.max(1, searches.length);
  console.log(
    `  ${label} (${lang}): ${searches.length} common searches  found ${found}  right kind first ${first} (${share(first, searches.length)})  right kind in the first five ${share(topFive, 1)}`,
  );
  for (const result of searches.filter((r) => !r.first))
    console.log(`    wrong kind first: "${result.query}" (${result.total} results) → ${result.firstName ?? 'nothing'}`);

  const prefixes = judgedPrefixes(lang);
  judgePrefixes(index, prefixes); // warm-up
  const judged = judgePrefixes(index, prefixes);
  const timed = (cold: boolean) => {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) times.push(...judgePrefixes(index, prefixes, cold).map((r) => r.ms));
    times.sort((a, b) => a - b);
    return `p50 ${percentile(times, 0.5).toFixed(3)} ms  p99 ${percentile(times, 0.99).toFixed(3)} ms`;
  };
  const right = judged.filter((result) => result.first).length;
  console.log(
    `    typeahead: ${prefixes.length} judged prefixes  first product of the right kind ${right} (${share(right, prefixes.length)})`,
  );
  console.log(
    `    typeahead time over ${rounds} rounds: warm ${timed(false)}; cold (per-term cache forgotten) ${timed(true)}`,
  );
  for (const result of judged.filter((r) => !r.first))
    console.log(`    wrong kind first: "${result.prefix}" → ${result.firstName ?? 'nothing'}`);
  return right / Math.max(1, prefixes.length);
}
