import { randomBytes } from 'node:crypto';
import type { RenderInstruction } from 'astro/runtime/server/index.js';

/**
 * A rendered fragment cut into what stays the same on every page that shows it and what belongs
 * to the page it lands in: its islands' React id prefixes (r0, r1, … in the page's render order)
 * and its per-page values ("holes": the page's own address in the header's location link).
 */

/** The k-th island of a fragment (in the order its prefixes were taken): it takes the page's next prefix. */
export interface IslandSlot {
  readonly island: number;
}
/** A per-page value, written as it is. */
export interface HoleSlot {
  readonly hole: string;
}
export type Segment = string | RenderInstruction | IslandSlot | HoleSlot;
type Piece = string | RenderInstruction;

export const isIslandSlot = (segment: Segment): segment is IslandSlot =>
  typeof segment === 'object' && 'island' in segment;
export const isHoleSlot = (segment: Segment): segment is HoleSlot => typeof segment === 'object' && 'hole' in segment;

// Letters and digits only: no escaper (Astro's attributes, React's, JSON) changes them, so the
// mark comes out of every place a value can land exactly as it went in.
const holeMark = `keptHole${randomBytes(6).toString('hex')}`;

/** The stand-in a component renders in place of the per-page value `name` (a prop name). */
export const holeToken = (name: string): string => `${holeMark}${name.replace(/[^A-Za-z0-9]/g, '')}Z`;

/**
 * Whether `value` comes out of every escaper unchanged (Astro's and React's HTML escaping: & < > " ';
 * JSON: \, control characters, lone surrogates), so that it can stand where its token was rendered.
 */
export function isVerbatimValue(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON escapes
  return !/[&<>"'\\\u0000-\u001f\u007f]/.test(value) && value.isWellFormed();
}

/** Splits the output's text at the holes' tokens: each becomes a hole to fill per page. */
export function cutHoles(output: readonly Piece[], holes: readonly string[]): (Piece | HoleSlot)[] {
  if (holes.length === 0) return [...output];
  const byToken = new Map(holes.map((name) => [holeToken(name), name]));
  const tokens = new RegExp([...byToken.keys()].join('|'), 'g');
  const cut: (Piece | HoleSlot)[] = [];
  for (const piece of output) {
    if (typeof piece !== 'string') {
      cut.push(piece);
      continue;
    }
    let last = 0;
    for (const match of piece.matchAll(tokens)) {
      cut.push(piece.slice(last, match.index), { hole: byToken.get(match[0]) as string });
      last = match.index + match[0].length;
    }
    cut.push(piece.slice(last));
  }
  return cut;
}

// an island's prefix attribute, or a React useId id made from a prefix (`_<prefix>R_<n>_`)
const prefixUse = / prefix="(r\d+)"|_(r\d+)R_/g;

/**
 * The segments with every island's prefix (its attribute and its useId ids) as that island's slot,
 * or undefined when the markup names a prefix of no island of its own (it cannot move then).
 */
export function islandSlots(segments: readonly (Piece | HoleSlot)[]): Segment[] | undefined {
  const prefixes = new Set<number>();
  for (const segment of segments) {
    if (typeof segment !== 'string') continue;
    for (const match of segment.matchAll(prefixUse)) if (match[1]) prefixes.add(Number(match[1].slice(1)));
  }
  const order = new Map([...prefixes].sort((a, b) => a - b).map((number, index) => [`r${number}`, index]));
  const slotted: Segment[] = [];
  for (const segment of segments) {
    if (typeof segment !== 'string') {
      slotted.push(segment);
      continue;
    }
    let last = 0;
    for (const match of segment.matchAll(prefixUse)) {
      const island = order.get((match[1] ?? match[2]) as string);
      if (island === undefined) return undefined;
      const [before, after] = match[1] ? [' prefix="', '"'] : ['_', 'R_'];
      slotted.push(segment.slice(last, match.index) + before, { island }, after);
      last = match.index + match[0].length;
    }
    slotted.push(segment.slice(last));
  }
  return slotted;
}

/** How many islands a fragment's segments hold. */
export function islandCount(segments: readonly Segment[]): number {
  let count = 0;
  for (const segment of segments) if (isIslandSlot(segment)) count = Math.max(count, segment.island + 1);
  return count;
}
