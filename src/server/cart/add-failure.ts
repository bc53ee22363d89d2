import { ApiError, apiErrorCodes } from '../api/errors';
import { describeError, logLine } from '../log';

/**
 * docs/cart-rules.md "Add to cart failure": when adding fails for a reason the shopper cannot fix (not a
 * refused input), the answer is the catalogue's add-to-cart message, with which the page offers
 * a retry, under the internal code '-1' and without a stack trace. The cause is logged.
 */
export async function asAddToCart<T>(run: () => Promise<T>, where: { tenant: string; path: string }): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    logLine('error', 'add to cart failed', {
      ...where,
      error: describeError(error),
    });
    throw new ApiError(500, { code: apiErrorCodes.internal, key: 'errors.addToCart' }, { cause: error });
  }
}
