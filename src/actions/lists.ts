import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { listIdSchema, listPaths, newListChoice, readNewListName, wishListNameSchema } from '../lib/wish-lists';
import { keepsApiErrors } from '../server/actions/api-action';
import { cartSummary } from '../server/actions/cart-summary';
import { invalid } from '../server/api/errors';
import { cartContext } from '../server/cart/cart-context';
import { isDocumentId } from '../server/cart/cart-ids';
import { writeCartCookie } from '../server/cart/http';
import { quotationToCart } from '../server/cart/quotation-to-cart';
import { quoteCart } from '../server/cart/quotations';
import { quotationOnce } from '../server/lists/quotation-requests';
import { skusByList } from '../server/lists/wish-list-store';
import { wishListsView } from '../server/lists/wish-list-view';
import {
  addToWishList,
  createWishList,
  deleteWishList,
  moveToCart,
  quoteWishList,
  removeFromWishList,
  renameWishList,
} from '../server/lists/wish-lists';
import { resolveRequestScope } from '../server/request/resolve-scope';

const skuId = z.string().trim().min(1).max(60);
const documentId = z.string().refine((value) => isDocumentId(value));
/** The quote forms' own key, so that one form sent twice makes one quotation. */
const requestKey = documentId.optional();

/** Wish lists (docs/accounts-and-lists.md, login required): each a form without JavaScript and a call for the islands. */
export const wishLists = {
  /**
   * The customer's lists, for the add control to offer a choice, each with the SKUs it holds (the
   * controls show a saved product as saved, a page's cards from one answer); a guest has none.
   */
  mine: defineAction({
    accept: 'form',
    input: z.object({}),
    handler: keepsApiErrors(async (_input, astro) => {
      const context = await cartContext(await resolveRequestScope(astro));
      const userId = context.shopper.userId;
      if (userId === null) return { lists: [] };
      const skus = await skusByList(context.handle.db, context.tenant.tenant, userId);
      return {
        lists: (await wishListsView(context)).map((list) => ({
          id: list.id,
          name: list.name,
          skuIds: skus.get(list.id) ?? [],
        })),
      };
    }),
  }),
  create: defineAction({
    accept: 'form',
    input: z.object({ name: wishListNameSchema }),
    handler: keepsApiErrors(async (input, astro) => {
      const list = await createWishList(await cartContext(await resolveRequestScope(astro)), input.name);
      return { list, href: listPaths(astro.locals.tenant.tenant).wishList(list.id) };
    }),
  }),
  rename: defineAction({
    accept: 'form',
    input: z.object({ listId: listIdSchema, name: wishListNameSchema }),
    handler: keepsApiErrors(async (input, astro) => {
      await renameWishList(await cartContext(await resolveRequestScope(astro)), input.listId, input.name);
      return { listId: input.listId, name: input.name };
    }),
  }),
  delete: defineAction({
    accept: 'form',
    input: z.object({ listId: listIdSchema }),
    handler: keepsApiErrors(async (input, astro) => {
      await deleteWishList(await cartContext(await resolveRequestScope(astro)), input.listId);
      return { listId: input.listId };
    }),
  }),
  add: defineAction({
    accept: 'form',
    // listId: one of the customer's lists, or "new" with the new list's name; none is the default list
    input: z.object({
      skuId,
      listId: z.union([listIdSchema, z.literal(newListChoice)]).optional(),
      newListName: z.string().max(200).optional(),
    }),
    handler: keepsApiErrors(async (input, astro) => {
      const { tenant, t } = astro.locals;
      let choice: { listId?: string; newListName?: string } = input.listId ? { listId: input.listId } : {};
      if (input.listId === newListChoice) {
        const name = readNewListName(input.newListName);
        if (!name.ok) throw invalid('newListName', name.key);
        choice = { newListName: name.name };
      }
      const list = await addToWishList(
        await cartContext(await resolveRequestScope(astro)),
        { skuId: input.skuId, ...choice },
        t('wishLists.defaultName'),
      );
      return {
        skuId: input.skuId,
        list: { id: list.id, name: list.name, itemCount: list.itemCount },
        message: t('wishLists.added', { list: list.name }),
        href: listPaths(tenant.tenant).wishList(list.id),
      };
    }),
  }),
  removeItem: defineAction({
    accept: 'form',
    input: z.object({ listId: listIdSchema, skuId }),
    handler: keepsApiErrors(async (input, astro) => {
      await removeFromWishList(await cartContext(await resolveRequestScope(astro)), input.listId, input.skuId);
      return { listId: input.listId };
    }),
  }),
  /** One item (skuId given) or the whole list to the cart. */
  toCart: defineAction({
    accept: 'form',
    input: z.object({ listId: listIdSchema, skuId: skuId.optional() }),
    handler: keepsApiErrors(async (input, astro) => {
      const context = await cartContext(await resolveRequestScope(astro));
      await moveToCart(context, input.listId, input.skuId);
      writeCartCookie(astro, context);
      return cartSummary(context, astro.locals.t);
    }),
  }),
  quote: defineAction({
    accept: 'form',
    input: z.object({ listId: listIdSchema, requestKey }),
    handler: keepsApiErrors(async (input, astro) => {
      const context = await cartContext(await resolveRequestScope(astro));
      const id = await quotationOnce(context, input.requestKey, (trx) => quoteWishList(trx, context, input.listId));
      return { quotationId: id, href: listPaths(astro.locals.tenant.tenant).quotation(id) };
    }),
  }),
};

/** Quotations (docs/accounts-and-lists.md): of the cart, and back to the cart at their frozen prices while they last. */
export const quotations = {
  fromCart: defineAction({
    accept: 'form',
    input: z.object({ requestKey }),
    handler: keepsApiErrors(async (input, astro) => {
      const context = await cartContext(await resolveRequestScope(astro));
      const id = await quotationOnce(context, input.requestKey, (trx) => quoteCart(trx, context));
      writeCartCookie(astro, context);
      return { quotationId: id, href: listPaths(astro.locals.tenant.tenant).quotation(id) };
    }),
  }),
  toCart: defineAction({
    accept: 'form',
    input: z.object({ quotationId: documentId }),
    handler: keepsApiErrors(async (input, astro) => {
      const context = await cartContext(await resolveRequestScope(astro));
      await quotationToCart(context, input.quotationId);
      writeCartCookie(astro, context);
      return cartSummary(context, astro.locals.t);
    }),
  }),
};
