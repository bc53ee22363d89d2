import * as z from 'zod/mini';

/**
 * The part of the server's cart (src/server/cart/cart-view.ts) the cart page shows: the island
 * gets it as a prop on the server and from every cart action's answer, checked by the same schema.
 */

const money = z.object({ amount: z.number(), text: z.string() });
const nullableText = z.nullable(z.string());

const lineSchema = z.object({
  lineId: z.string(),
  skuId: z.string(),
  name: nullableText,
  brand: nullableText,
  image: nullableText,
  url: nullableText,
  variant: z.object({ color: nullableText, size: nullableText }),
  quantity: z.number(),
  unitPrice: z.nullable(money),
  regularUnitPrice: z.nullable(money),
  frozen: z.nullable(z.object({ message: z.string() })),
  services: z.array(z.object({ id: z.string() })),
  servicesTotal: money,
  total: money,
  availableServices: z.array(
    z.object({ id: z.string(), kind: z.string(), name: z.string(), price: money, selected: z.boolean() }),
  ),
  delivery: z.object({
    method: z.string(),
    label: z.string(),
    store: z.nullable(z.object({ id: z.string(), name: z.string() })),
  }),
  deliveryOptions: z.array(
    z.object({
      value: z.string(),
      method: z.string(),
      label: z.string(),
      promise: z.string(),
      cost: z.nullable(money),
      store: z.nullable(z.object({ id: z.string(), address: z.string(), distance: nullableText, stock: z.string() })),
      available: z.boolean(),
      selected: z.boolean(),
    }),
  ),
  stock: z.object({ message: z.string(), lowStock: nullableText }),
  problems: z.array(z.object({ code: z.string(), message: z.string() })),
});

export const editorCartSchema = z.object({
  itemCount: z.number(),
  lines: z.array(lineSchema),
  totals: z.object({
    products: money,
    services: money,
    subtotal: money,
    savings: money,
    memberDiscount: z.nullable(z.object({ percent: z.number(), amount: money, label: z.string() })),
    delivery: z.nullable(z.object({ cost: money, free: z.boolean(), label: nullableText })),
    freeDelivery: z.nullable(z.object({ missing: money, label: z.string() })),
    total: money,
    pix: z.nullable(z.object({ discount: money, total: money, label: z.string() })),
  }),
});

export type EditorCart = z.output<typeof editorCartSchema>;
export type EditorLine = EditorCart['lines'][number];
export type EditorService = EditorLine['availableServices'][number];
export type EditorDeliveryOption = EditorLine['deliveryOptions'][number];

/** A removed line as the removal answered it: the undo sends these fields back (cart.restore). */
const removedLineSchema = z.object({
  lineId: z.string(),
  skuId: z.string(),
  quantity: z.number(),
  option: z.string(),
  serviceIds: z.array(z.string()),
  addedAt: z.string(),
});
export type RemovedLine = z.output<typeof removedLineSchema>;

/**
 * What every cart action answers (src/server/actions/cart-summary.ts): the cart, and for a
 * removal the line it took out.
 */
export const cartAnswerSchema = z.object({ cart: editorCartSchema, removed: z.optional(removedLineSchema) });

/**
 * The server's cart reduced to what the island reads (props travel in the page's HTML). Typed on
 * the input side, so a change of the server's CartView that the island relies on fails to compile.
 */
export function editorCart(view: z.input<typeof editorCartSchema>): EditorCart {
  return editorCartSchema.parse(view);
}

/** The cart's changes, each one Astro Action (src/actions/cart.ts) posted by a form. */
export const cartChanges = ['update', 'remove', 'delivery', 'services', 'restore'] as const;
export type CartChange = (typeof cartChanges)[number];
