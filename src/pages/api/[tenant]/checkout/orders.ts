import { z } from 'astro/zod';
import { idempotencyKeySchema } from '../../../../lib/checkout/checkout';
import { issue } from '../../../../lib/validation/issues';
import { endpoint } from '../../../../server/api/endpoint';
import { ApiError, apiErrorCodes } from '../../../../server/api/errors';
import { ok } from '../../../../server/api/respond';
import { placeShopperOrder } from '../../../../server/checkout/checkout-actions';
import { checkoutPaths } from '../../../../server/checkout/checkout-paths';

const bodySchema = z.object({
  expectedTotal: z.number(issue('validation.invalid')).int(issue('validation.invalid')).min(0),
  /** The shopper accepted the terms of sale: true, or the order is refused with its message. */
  acceptTerms: z.boolean(issue('validation.invalid')).optional().default(false),
});

/**
 * Places the shopper's order from their cart, as the review form does. The `Idempotency-Key`
 * header is required: a retried request with the same key answers the same order (200) instead
 * of making a second one (201).
 */
export const POST = endpoint({ body: bodySchema }, async ({ tenant, body, astro, headers }) => {
  const key = idempotencyKeySchema.safeParse(astro.request.headers.get('idempotency-key') ?? '');
  if (!key.success) {
    throw new ApiError(400, { code: apiErrorCodes.validation, key: 'validation.invalid', field: 'idempotency-key' });
  }
  const placed = await placeShopperOrder(astro, {
    idempotencyKey: key.data,
    expectedTotal: body.expectedTotal,
    acceptedTerms: body.acceptTerms,
  });
  const confirmation = checkoutPaths(tenant).confirmation(placed.number);
  return ok({ number: placed.number, confirmation }, headers, placed.created ? 201 : 200);
});
