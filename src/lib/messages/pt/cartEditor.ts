import type { cartEditor as es } from '../es/cartEditor';

/** Portuguese: the cart page's editor (the totals it adds and what it says when a change cannot reach the server). */
export const cartEditor: Record<keyof typeof es, string> = {
  'cartEditor.products': 'Produtos',
  'cartEditor.pixDiscount': 'Desconto pagando com Pix',
  'cartEditor.networkError': 'Não foi possível atualizar seu carrinho. Verifique sua conexão e tente novamente.',
};
