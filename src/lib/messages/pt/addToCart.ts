import type { addToCart as es } from '../es/addToCart';

/** Portuguese: adding to the cart with JavaScript (the add-to-cart, error and services modals, listing cards, toasts). */
export const addToCart: Record<keyof typeof es, string> = {
  'addToCart.buyNow': 'Comprar agora',
  'addToCart.card.add': 'Adicionar {name} ao carrinho',
  'addToCart.card.button': 'Adicionar',
  'addToCart.card.options': 'Ver opções',
  'addToCart.card.optionsOf': 'Ver opções de {name}',
  'addToCart.added.title': 'Adicionado ao carrinho',
  'addToCart.added.quantity': 'Quantidade: {quantity}',
  'addToCart.added.recommendations': 'Você também pode gostar',
  'addToCart.added.goToCart': 'Ir para o carrinho',
  'addToCart.added.continue': 'Continuar comprando',
  'addToCart.added.toast': '{name} foi adicionado ao carrinho.',
  'addToCart.close': 'Fechar',
  'addToCart.error.title': 'Não foi possível adicionar o produto',
  'addToCart.services.title': 'Serviços e garantia estendida',
  'addToCart.services.intro': 'Complete sua compra de {name}.',
  'addToCart.services.apply': 'Adicionar ao carrinho',
  'addToCart.services.skip': 'Agora não',
  'addToCart.services.applied': 'Adicionamos os serviços e garantias ao seu carrinho.',
  'toasts.region': 'Avisos',
  'toasts.dismiss': 'Fechar aviso',
};
