import { useState } from 'react';
import type { EditorLine, RemovedLine } from './cart-view';
import { type Removal, removalOf } from './undo-rows';
import type { CartSync } from './use-cart-sync';

export interface Removals {
  removals: readonly Removal[];
  remove: (line: EditorLine, name: string) => void;
  undo: (removal: Removal) => void;
  /** The element to focus after a removal (its undo) or an undo (the line back); `at` tells repeats apart. */
  focus: { id: string; at: number } | null;
}

/** The id of a removed line's undo button, and of a line's row: where the focus goes. */
export const undoButtonId = (lineId: string) => `cart-undo-${lineId}`;
export const lineRowId = (lineId: string) => `cart-line-${lineId}`;

/**
 * Removal with an undo: the line goes at once (the server removes it), and a row in its place
 * says so with a button that puts it back as it was, quantity, delivery and services, in its
 * place (cart.restore). The row stays until then: nothing times out under the shopper.
 */
export function useRemovals(
  sync: CartSync,
  forget: (lineId: string) => void,
  /** A line a form without JavaScript removed (the page read it from the removal's redirect): its row goes last. */
  removedBefore: { line: RemovedLine; name: string } | null,
): Removals {
  const [removals, setRemovals] = useState<readonly Removal[]>(() =>
    removedBefore ? [{ removed: removedBefore.line, name: removedBefore.name, before: null }] : [],
  );
  const [focus, setFocus] = useState<Removals['focus']>(null);
  const focusOn = (id: string) => setFocus({ id, at: Date.now() });

  const remove = (line: EditorLine, name: string) => {
    const { lineId } = line;
    forget(lineId);
    sync.push(
      {
        key: `remove:${lineId}`,
        change: 'remove',
        lineId,
        fields: [['lineId', lineId]],
        answered: (answer, before) => {
          const { removed } = answer;
          if (!removed) return;
          setRemovals((all) => [...all, removalOf(before, removed, name)]);
          focusOn(undoButtonId(lineId));
        },
      },
      // what waited for the line is pointless once it is gone
      (waiting) => waiting.lineId === lineId,
    );
  };

  const undo = (removal: Removal) => {
    const { removed } = removal;
    sync.push({
      key: `restore:${removed.lineId}`,
      change: 'restore',
      lineId: removed.lineId,
      fields: [
        ['skuId', removed.skuId],
        ['quantity', String(removed.quantity)],
        ['option', removed.option],
        ...removed.serviceIds.map((id) => ['serviceIds', id] as const),
        ['addedAt', removed.addedAt],
      ],
      answered: (answer, before) => {
        setRemovals((all) => all.filter((other) => other !== removal));
        const back = answer.cart.lines.find((line) => !before.lines.some((old) => old.lineId === line.lineId));
        if (back) focusOn(lineRowId(back.lineId));
      },
    });
  };

  return { removals, remove, undo, focus };
}
