/**
 * The cart stepper's rules (docs/cart-rules.md: whole units from 1 to 9999): what − and + lead to, and
 * what a typed text asks for. The server checks the stock and words every refusal.
 */
export interface QuantityBounds {
  min: number;
  max: number;
}

/** The quantity one press of − (-1) or + (1) leads to, kept within the bounds. */
export function steppedQuantity(current: number, step: -1 | 1, bounds: QuantityBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, current + step));
}

/**
 * The quantity a typed text asks for: digits only ("3", " 12 "), else null while the shopper is
 * still typing (an empty field) or has typed something that is no quantity ("1.5", "2 u"). A
 * number out of bounds is asked for all the same: the server says why it cannot be.
 */
export function typedQuantity(text: string): number | null {
  return /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : null;
}

/** How long a change waits for the next keystroke or press before it is sent: one request per settled change. */
export const settleMs = 450;
