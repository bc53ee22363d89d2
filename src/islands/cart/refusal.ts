import { clientErrorCodes, ShopperError } from '../../stores/client';

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
