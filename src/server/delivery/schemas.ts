import { z } from 'astro/zod';
import { deliveryTypes } from '../../lib/delivery';
import { cartQuantitySchema } from '../../lib/validation/cart-quantity';
import { customIssue, issue } from '../../lib/validation/issues';
import { skuSchema } from '../../lib/validation/product';
import { placeIdSchema } from '../location/schemas';

/** Query schemas of the delivery calls (docs/delivery-promise.md). Messages are catalogue keys. */

/** docs/cart-rules.md: 1 to 9999 units; a product page asks about one unit unless told otherwise. */
const quantity = cartQuantitySchema().default(1);

/** docs/delivery-promise.md: the region and the comuna or city id; `comuna` is the Chilean name of `cityId`. */
const place = {
  regionId: placeIdSchema.optional(),
  cityId: placeIdSchema.optional(),
  comuna: placeIdSchema.optional(),
};

function oneCity<T extends { cityId?: string | undefined; comuna?: string | undefined }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) {
  if (value.cityId !== undefined && value.comuna !== undefined && value.cityId !== value.comuna) {
    ctx.addIssue(customIssue('validation.invalid', value.comuna, {}, ['comuna']));
  }
}

const withCity = <T extends { cityId?: string | undefined; comuna?: string | undefined }>({ comuna, ...rest }: T) => ({
  ...rest,
  cityId: rest.cityId ?? comuna,
});

export const productShippingQuerySchema = z
  .object({ skuId: skuSchema, quantity, ...place })
  .superRefine(oneCity)
  .transform(withCity);

export const deliveryEstimatesQuerySchema = z
  .object({ deliveryMethod: z.enum(deliveryTypes, issue('validation.invalid')), skuId: skuSchema, quantity, ...place })
  .superRefine(oneCity)
  .transform(withCity);

export const divgeoQuerySchema = z.object({ divgeo2: placeIdSchema });

export const zoneFacilityQuerySchema = z.object({ variantId: skuSchema, zoneId: placeIdSchema.optional() });
