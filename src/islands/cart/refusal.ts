import { clientErrorCodes, ShopperError } from '../../stores/client';
import type { CartChange } from './cart-view';

/**
 * A refusal the server worded (stock, 9999, a store without the units), shown on the line,
 * rather than a call that never got an answer, which is a toast: client.ts names those by a
 * client code, or by the bare HTTP status when an answer came without our envelope.
 */
export function refusedByServer(error: unknown): error is ShopperError {
  return (
    error instanceof ShopperError &&
    error.code !== clientErrorCodes.network &&
    error.code !== clientErrorCodes.badAnswer &&
    error.code !== String(error.status)
  );
}

/** The server's refusals of a line's changes, in its words, by the form that made each. */
export type LineRefusals = Partial<Record<CartChange, string>>;

/**
 * The refusals after one change of one line was answered: that form's refusal is the new one, or
 * gone when the change went through (`undefined`); the line's other forms and the other lines keep theirs.
 */
export function withRefusal(
  refusals: Readonly<Record<string, LineRefusals>>,
  lineId: string,
  change: CartChange,
  message: string | undefined,
): Record<string, LineRefusals> {
  return { ...refusals, [lineId]: { ...refusals[lineId], [change]: message } };
}
