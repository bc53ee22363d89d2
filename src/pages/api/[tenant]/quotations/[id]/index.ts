import { endpoint } from '../../../../../server/api/endpoint';
import { cartContext } from '../../../../../server/cart/cart-context';
import { quotationView } from '../../../../../server/cart/quotation-view';
import { readableQuotation } from '../../../../../server/cart/quotations';

/** A quotation with its frozen prices; once expired, shown as expired with the prices it had. */
export const GET = endpoint({}, async ({ astro }) => {
  const context = await cartContext(astro.locals.scope);
  const { db } = context.handle;
  return quotationView(db, context, await readableQuotation(db, context, astro.params.id ?? ''), astro.locals.t);
});
