import { endpoint } from '../../../../server/api/endpoint';
import { ok } from '../../../../server/api/respond';
import { cartContext } from '../../../../server/cart/cart-context';
import { writeCartCookie } from '../../../../server/cart/http';
import { quotationList, quotationView } from '../../../../server/cart/quotation-view';
import { createQuotation, readableQuotation } from '../../../../server/cart/quotations';

/** docs/accounts-and-lists.md: a quotation of the shopper's cart, prices frozen for 72 hours. Answers 201 with the quotation. */
export const POST = endpoint({}, async ({ astro, headers }) => {
  const context = await cartContext(astro.locals.scope);
  const id = await createQuotation(context);
  writeCartCookie(astro, context);
  const { db } = context.handle;
  return ok(await quotationView(db, context, await readableQuotation(db, context, id), astro.locals.t), headers, 201);
});

/** The shopper's quotations (the customer's, or this browser's), newest first. */
export const GET = endpoint({}, async ({ astro }) => {
  const context = await cartContext(astro.locals.scope);
  return { quotations: await quotationList(context.handle.db, context, astro.locals.t) };
});
