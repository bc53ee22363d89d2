/**
 * React ids of one page: r0, r1, … in the order its islands are rendered, as the client's hydration
 * expects them back (each island's `prefix` attribute). Shared by the island renderer and by the
 * kept product cards, which give a card taken from memory the next number of the page it lands in.
 */
const islandCounts = new WeakMap<object, number>();

/** The next island prefix of the render `result` (Astro's SSRResult of one page). */
export function nextIslandPrefix(result: object): string {
  const count = islandCounts.get(result) ?? 0;
  islandCounts.set(result, count + 1);
  return `r${count}`;
}
