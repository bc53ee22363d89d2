/**
 * Element ids unique on one page. A component that names its parts by what they show (a card by
 * its product) can be rendered twice on a page: the same product in two grids of a landing page
 * or two rails of the home. The first keeps the plain id (`product-123`), later ones get a
 * number (`product-123-2`), so aria-labelledby always points at its own card.
 */
const seen = new WeakMap<object, Map<string, number>>();

/** `base` the first time this render asks for it, then `base-2`, `base-3`… */
export function pageUniqueId(render: object, base: string): string {
  let counts = seen.get(render);
  if (!counts) {
    counts = new Map();
    seen.set(render, counts);
  }
  const count = (counts.get(base) ?? 0) + 1;
  counts.set(base, count);
  return count === 1 ? base : `${base}-${count}`;
}
