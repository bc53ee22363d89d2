import * as z from 'zod/mini';
import { cartChanged } from '../../stores/cart';
import { actionPath, call, clientErrorCodes, ShopperError } from '../../stores/client';

const money = z.object({ text: z.string() });

/** The cart line an add went to, as the server priced it (src/server/cart/line-view.ts). */
const addedLineSchema = z.object({
  lineId: z.string(),
  name: z.nullable(z.string()),
  image: z.nullable(z.string()),
  quantity: z.number(),
  lineTotal: money,
  availableServices: z.array(
    z.object({ id: z.string(), kind: z.string(), name: z.string(), price: money, selected: z.boolean() }),
  ),
});
export type AddedLine = z.infer<typeof addedLineSchema>;

/** What the cart actions answer (src/server/actions/cart-summary.ts), the part these forms read. */
const summarySchema = z.object({
  cart: z.object({ itemCount: z.number() }),
  added: z.nullable(addedLineSchema),
});

/**
 * Posts an add-to-cart form's fields to the same action the form posts without JavaScript, and
 * tells every island the cart's new count.
 */
export async function addToCart(fields: FormData, fallbackMessage: string): Promise<AddedLine | null> {
  const summary = await call(actionPath('cart.add'), summarySchema, {
    method: 'POST',
    body: fields,
    fallbackMessage,
  });
  cartChanged(summary.cart.itemCount);
  return summary.added;
}

/** setOrderByCommerceIdToBasket (docs/cart-rules.md): the line's whole choice of services, in the cart page's field. */
export async function chooseServices(lineId: string, serviceIds: string[], fallbackMessage: string): Promise<void> {
  const fields = new FormData();
  fields.set('lineId', lineId);
  fields.set('serviceIds', serviceIds.join(','));
  const summary = await call(actionPath('cart.services'), summarySchema, {
    method: 'POST',
    body: fields,
    fallbackMessage,
  });
  cartChanged(summary.cart.itemCount);
}

/**
 * Where a failed add is told. A refused input (the 9999 limit, not enough stock, no price in the
 * zone: 4xx with the server's message) shows beside the form's fields; a failure the shopper cannot
 * fix (no network, 5xx, code '-1', an answer we cannot read) opens the error modal with retry (docs/cart-rules.md).
 */
export type AddFailure =
  | { where: 'inPlace'; message: string; field: string | undefined }
  | { where: 'modal'; message: string };

export function addFailure(error: unknown, fallbackMessage: string): AddFailure {
  if (!(error instanceof ShopperError)) return { where: 'modal', message: fallbackMessage };
  const refused =
    error.status >= 400 && error.status < 500 && error.code !== '-1' && error.code !== clientErrorCodes.badAnswer;
  return refused
    ? { where: 'inPlace', message: error.message, field: error.field }
    : { where: 'modal', message: error.message || fallbackMessage };
}
