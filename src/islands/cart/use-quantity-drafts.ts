import { useRef, useState } from 'react';
import type { EditorLine } from './cart-view';
import { type QuantityBounds, settleMs, steppedQuantity, typedQuantity } from './quantity-draft';
import type { CartSync } from './use-cart-sync';

/** What the stepper shows while the line's quantity is the shopper's, not yet the server's. */
interface Draft {
  text: string;
  /** Which edit it is: an answer clears only the draft it was sent for. */
  version: number;
}

export interface QuantityDrafts {
  /** The stepper's text of a line: the shopper's draft, else the server's quantity. */
  shown: (line: EditorLine) => string;
  type: (line: EditorLine, text: string) => void;
  step: (line: EditorLine, step: -1 | 1) => void;
  /** Sends the line's draft now (the field left, Enter pressed). */
  settle: (line: EditorLine) => void;
  /** The line is going away: nothing of it is sent. */
  forget: (lineId: string) => void;
}

/**
 * The steppers' quantities: − + and typing change what the stepper shows at once, and the cart
 * once the shopper paused (settleMs) or left the field: one request per settled change. An
 * answer for an older draft leaves a newer one shown; a refused quantity stays shown, with the
 * server's message, for the shopper to fix.
 */
export function useQuantityDrafts(sync: CartSync, bounds: QuantityBounds): QuantityDrafts {
  const [drafts, setDrafts] = useState<Readonly<Record<string, Draft>>>({});
  const current = useRef(drafts);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const versions = useRef(0);

  const write = (change: (all: Record<string, Draft>) => void) => {
    const next = { ...current.current };
    change(next);
    current.current = next;
    setDrafts(next);
  };
  const cancel = (lineId: string) => {
    clearTimeout(timers.current.get(lineId));
    timers.current.delete(lineId);
  };

  function settle(lineId: string): void {
    cancel(lineId);
    const draft = current.current[lineId];
    if (!draft) return;
    const quantity = typedQuantity(draft.text);
    const inCart = sync.latest().lines.find((line) => line.lineId === lineId)?.quantity;
    // Nothing to ask for: a field left empty shows the cart's quantity again, and so does the
    // cart's own quantity typed back (unless it is to take a refusal away).
    if (quantity === null || (quantity === inCart && !sync.refused(lineId, 'update'))) {
      write((all) => delete all[lineId]);
      return;
    }
    const clearIfLatest = () => {
      if (current.current[lineId]?.version === draft.version) write((all) => delete all[lineId]);
    };
    sync.push({
      key: `update:${lineId}`,
      change: 'update',
      lineId,
      fields: [
        ['lineId', lineId],
        ['quantity', String(quantity)],
      ],
      answered: clearIfLatest,
    });
  }

  const edit = (line: EditorLine, text: string) => {
    versions.current += 1;
    const draft = { text, version: versions.current };
    write((all) => {
      all[line.lineId] = draft;
    });
    cancel(line.lineId);
    timers.current.set(
      line.lineId,
      setTimeout(() => settle(line.lineId), settleMs),
    );
  };
  const shown = (line: EditorLine) => drafts[line.lineId]?.text ?? String(line.quantity);

  return {
    shown,
    type: edit,
    step: (line, step) => {
      const asked = typedQuantity(current.current[line.lineId]?.text ?? '') ?? line.quantity;
      edit(line, String(steppedQuantity(asked, step, bounds)));
    },
    settle: (line) => settle(line.lineId),
    forget: (lineId) => {
      cancel(lineId);
      write((all) => delete all[lineId]);
    },
  };
}
