import { defineAction } from 'astro:actions';
import { keepsApiErrors } from '../server/actions/api-action';
import { cartForms } from '../server/actions/cart-inputs';
import { cartSummary, removedLine } from '../server/actions/cart-summary';
import { asAddToCart } from '../server/cart/add-failure';
import { addItem } from '../server/cart/add-item';
import { cartContext } from '../server/cart/cart-context';
import { writeCartCookie } from '../server/cart/http';
import { changeQuantity, removeLine, setDelivery, setServices } from '../server/cart/line-changes';
import { resolveRequestScope } from '../server/request/resolve-scope';

/**
 * The cart's mutations (addItemToBasket and the line changes of docs/cart-rules.md), each one rule for both
 * the no-JS form and the island. Every answer is the cart as the server priced it.
 */
export const cart = {
  add: defineAction({
    accept: 'form',
    input: cartForms.add,
    handler: keepsApiErrors(async (input, astro) => {
      const { tenant } = astro.locals;
      const context = await cartContext(await resolveRequestScope(astro));
      await asAddToCart(() => addItem(context, input), { tenant: tenant.tenant, path: astro.url.pathname });
      writeCartCookie(astro, context);
      return cartSummary(context, astro.locals.t, input.skuId);
    }),
  }),
  update: defineAction({
    accept: 'form',
    input: cartForms.update,
    handler: keepsApiErrors(async (input, astro) => {
      const context = await cartContext(await resolveRequestScope(astro));
      await changeQuantity(context, input.lineId, input.quantity);
      return cartSummary(context, astro.locals.t);
    }),
  }),
  remove: defineAction({
    accept: 'form',
    input: cartForms.remove,
    handler: keepsApiErrors(async (input, astro) => {
      const context = await cartContext(await resolveRequestScope(astro));
      const { removed } = await removeLine(context, input.lineId);
      return { ...(await cartSummary(context, astro.locals.t)), removed: removedLine(removed) };
    }),
  }),
  /** Undoes a removal: the island's undo and the no-JS page's put the line back as the removal answered it. */
  restore: defineAction({
    accept: 'form',
    input: cartForms.restore,
    handler: keepsApiErrors(async (input, astro) => {
      const context = await cartContext(await resolveRequestScope(astro));
      await addItem(context, {
        skuId: input.skuId,
        quantity: input.quantity,
        deliveryMethod: input.option.method,
        storeId: input.option.storeId ?? undefined,
        restored: { serviceIds: input.serviceIds, addedAt: input.addedAt },
      });
      writeCartCookie(astro, context);
      return cartSummary(context, astro.locals.t);
    }),
  }),
  delivery: defineAction({
    accept: 'form',
    input: cartForms.delivery,
    handler: keepsApiErrors(async (input, astro) => {
      const context = await cartContext(await resolveRequestScope(astro));
      await setDelivery(context, input.lineId, {
        deliveryMethod: input.option.method,
        storeId: input.option.storeId ?? undefined,
      });
      return cartSummary(context, astro.locals.t);
    }),
  }),
  services: defineAction({
    accept: 'form',
    input: cartForms.services,
    handler: keepsApiErrors(async (input, astro) => {
      const context = await cartContext(await resolveRequestScope(astro));
      await setServices(context, input.lineId, input.serviceIds);
      return cartSummary(context, astro.locals.t);
    }),
  }),
};
