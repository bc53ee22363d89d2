import type { EditorCart, EditorLine, RemovedLine } from './cart-view';

/** A line the shopper removed, shown in its place with an undo until it is put back. */
export interface Removal {
  removed: RemovedLine;
  name: string;
  /** The line (or removed line) that followed it: its row shows just before that one. */
  before: string | null;
}

export type CartRow = { kind: 'line'; line: EditorLine } | { kind: 'removed'; removal: Removal };

/** The removal of `lineId` from the cart as it was just before. */
export function removalOf(before: EditorCart, removed: RemovedLine, name: string): Removal {
  const index = before.lines.findIndex((line) => line.lineId === removed.lineId);
  return { removed, name, before: before.lines[index + 1]?.lineId ?? null };
}

const idOf = (row: CartRow) => (row.kind === 'line' ? row.line.lineId : row.removal.removed.lineId);

/**
 * The cart's rows: its lines, and each removed line where it was (before the row that followed
 * it, itself perhaps removed since); a removal whose follower is gone goes last.
 */
export function cartRows(lines: readonly EditorLine[], removals: readonly Removal[]): CartRow[] {
  const rows: CartRow[] = lines.map((line) => ({ kind: 'line', line }));
  let left = [...removals];
  for (let placed = true; placed && left.length > 0; ) {
    placed = false;
    left = left.filter((removal) => {
      const at = rows.findIndex((row) => idOf(row) === removal.before);
      if (at < 0) return true;
      rows.splice(at, 0, { kind: 'removed', removal });
      placed = true;
      return false;
    });
  }
  return [...rows, ...left.map((removal): CartRow => ({ kind: 'removed', removal }))];
}
