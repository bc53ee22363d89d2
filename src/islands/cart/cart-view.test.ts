import { describe, expect, it } from 'vitest';
import { cartAnswerSchema, type EditorCart, editorCart } from './cart-view';

const money = (amount: number) => ({ amount, text: `$ ${amount}` });

const line = {
  lineId: 'line-1',
  skuId: '904480',
  name: 'Aceite para deck',
  brand: 'Barnilux',
  image: null,
  url: '/cl/product/904480/x/',
  variant: { color: null, size: 'M' },
  quantity: 2,
  unitPrice: money(7990),
  regularUnitPrice: null,
  frozen: null,
  services: [],
  servicesTotal: money(0),
  total: money(15980),
  availableServices: [],
  delivery: { method: 'homeDelivery', label: 'Despacho a domicilio', store: null },
  deliveryOptions: [
    {
      value: 'homeDelivery',
      method: 'homeDelivery',
      label: 'Despacho a domicilio',
      promise: 'Llega mañana con despacho de $ 3990',
      cost: money(3990),
      store: null,
      available: true,
      selected: true,
    },
  ],
  stock: { message: 'Disponible', lowStock: null },
  problems: [],
};

const totals: EditorCart['totals'] = {
  products: money(15980),
  services: money(0),
  subtotal: money(15980),
  savings: money(0),
  memberDiscount: null,
  freeDelivery: null,
  delivery: null,
  total: money(15980),
  pix: null,
};

describe('the cart the island gets as a prop', () => {
  it('keeps what the page shows and leaves the rest of the server’s cart out of the HTML', () => {
    // the server's CartView carries more than the island reads
    const view = {
      id: 'cart-9',
      currency: 'CLP',
      canCheckout: true,
      itemCount: 2,
      lines: [{ ...line, priced: true, deliverable: true }],
      totals,
    };
    const cart = editorCart(view);
    expect(Object.keys(cart).sort()).toEqual(['itemCount', 'lines', 'totals']);
    expect(cart.lines).toEqual([line]);
  });

  it('is refused when a line lacks a figure the page shows', () => {
    const { total: _, ...withoutTotal } = line;
    expect(() => editorCart({ itemCount: 2, lines: [withoutTotal as typeof line], totals })).toThrow();
  });
});

describe('a cart action’s answer', () => {
  it('is read for its cart', () => {
    const parsed = cartAnswerSchema.safeParse({ cart: { itemCount: 0, lines: [], totals }, added: null });
    expect(parsed.success && parsed.data.cart.itemCount).toBe(0);
  });

  it('a removal’s is read for the line it took out, which the undo sends back', () => {
    const removed = {
      lineId: 'line-1',
      skuId: '904480',
      quantity: 2,
      option: 'pickupInStore:1001',
      serviceIds: ['warranty-1y'],
      addedAt: '2026-03-02T10:00:00.000Z',
    };
    const parsed = cartAnswerSchema.parse({ cart: { itemCount: 0, lines: [], totals }, added: null, removed });
    expect(parsed.removed).toEqual(removed);
  });

  it('is not a cart without its totals', () => {
    expect(cartAnswerSchema.safeParse({ cart: { itemCount: 0, lines: [] } }).success).toBe(false);
  });
});
