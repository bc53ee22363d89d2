import type { cartEditor as es } from '../es/cartEditor';

/** Portuguese: the cart page's editor (its stepper, undo, delivery options, the totals it adds and what it says when a change cannot reach the server). */
export const cartEditor: Record<keyof typeof es, string> = {
  'cartEditor.products': 'Produtos',
  'cartEditor.pixDiscount': 'Desconto pagando com Pix',
  'cartEditor.networkError': 'Não foi possível atualizar seu carrinho. Verifique sua conexão e tente novamente.',
  'cartEditor.storeDistance': 'A {distance} km',
  'cartEditor.pickupFree': 'Retirada grátis',
  'cartEditor.decrease': 'Diminuir a quantidade de {name}',
  'cartEditor.increase': 'Aumentar a quantidade de {name}',
  'cartEditor.removed': 'Você removeu {name}.',
  'cartEditor.undo': 'Desfazer',
  'cartEditor.undoOf': 'Desfazer a remoção de {name}',
  'cartEditor.removeShort': 'Remover',
  'cartEditor.saveServices': 'Salvar serviços',
  'cartEditor.updatedTotal': 'Seu carrinho foi atualizado. Total: {total}.',
  'cartEditor.moreStores': '{count, plural, one {Ver mais # loja} other {Ver mais # lojas}}',
};
