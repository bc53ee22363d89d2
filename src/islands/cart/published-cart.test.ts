import { describe, expect, it } from 'vitest';
import { catalogues, templates } from '../../lib/messages';
import type { EditorCart, EditorLine } from './cart-view';
import { publishedCart } from './published-cart';
import { cartEditorWordKeys, sayer } from './words';

const money = (amount: number) => ({ amount, text: `$ ${amount}` });
const sayIn = (lang: 'es' | 'pt') =>
  sayer({ ...templates(lang, cartEditorWordKeys), size: catalogues[lang]['site.cart.sizeTalla'] });

const line = (lineId: string, name: string | null, quantity: number) =>
  ({ lineId, skuId: `sku-${lineId}`, name, quantity }) as EditorLine;

const cart = {
  itemCount: 3,
  lines: [line('a', 'Aceite para deck', 2), line('b', null, 1)],
  totals: {
    products: money(20000),
    services: money(0),
    subtotal: money(20000),
    savings: money(1000),
    memberDiscount: null,
    delivery: null,
    total: money(19000),
    pix: null,
  },
} as EditorCart;

describe('the cart the other islands see after a change', () => {
  it('names each line, in the tenant’s words when the product has no name', () => {
    expect(publishedCart(cart, sayIn('pt')).lines).toEqual([
      { lineId: 'a', skuId: 'sku-a', name: 'Aceite para deck', quantity: 2 },
      { lineId: 'b', skuId: 'sku-b', name: 'Produto indisponível', quantity: 1 },
    ]);
  });

  it('carries the summary’s rows, the total last', () => {
    expect(publishedCart(cart, sayIn('es')).totals).toEqual([
      { label: 'Productos', amountText: '$ 20000' },
      { label: 'Subtotal', amountText: '$ 20000' },
      { label: 'Ahorro', amountText: '- $ 1000' },
      { label: 'Despacho estimado', amountText: 'Se calcula al elegir la entrega' },
      { label: 'Total', amountText: '$ 19000' },
    ]);
  });
});
