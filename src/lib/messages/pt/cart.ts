import type { cart as es } from '../es/cart';

/** Portuguese: cart, buy-now and quotation messages (docs/accounts-and-lists.md "Cart", docs/accounts-and-lists.md). */
export const cart: Record<keyof typeof es, string> = {
  'cart.error.skuNotFound': 'Não encontramos este produto.',
  'cart.error.cartNotFound': 'Não encontramos este carrinho.',
  'cart.error.lineNotFound': 'Este produto não está mais no seu carrinho.',
  'cart.error.noPriceInZone':
    'Este produto não está à venda na sua região. Escolha outra região ou veja outro produto.',
  'cart.error.tooManyLines':
    'Seu carrinho pode ter até {max, plural, one {# produto diferente} other {# produtos diferentes}}.',
  'cart.error.empty': 'Seu carrinho está vazio. Adicione produtos para fazer um orçamento.',
  'cart.error.notBuyNowCart': 'Este carrinho não é de compra imediata.',
  'cart.delivery.homeNotAvailable': 'A entrega em casa não está disponível para este produto na sua região.',
  'cart.delivery.economicNotOffered': 'A entrega econômica não está disponível na sua região.',
  'cart.delivery.storeRequired': 'Escolha uma loja para retirar ou comprar este produto.',
  'cart.delivery.storeNotFound': 'Não encontramos esta loja.',
  'cart.delivery.free': 'Frete grátis',
  'cart.delivery.freeMissing': 'Faltam {amount} para o frete grátis.',
  'cart.service.notOffered': 'Este serviço não está disponível para este produto.',
  'cart.service.oneWarranty': 'Você pode escolher só uma garantia estendida por produto.',
  'cart.service.tooMany': 'Você pode escolher até {max, plural, one {# serviço} other {# serviços}} por produto.',
  'cart.line.noPrice': 'Este produto não está mais à venda na sua região: remova-o para continuar.',
  'cart.line.frozenPrice': 'Preço do seu orçamento para {count} un., garantido por mais {hours} h.',
  'cart.pix.total': 'Total pagando com Pix: {price}',
  'cart.quotation.notFound': 'Não encontramos este orçamento.',
  'cart.quotation.valid': 'Preços congelados por mais {hours} h.',
  'cart.quotation.expired':
    'Este orçamento venceu e mostra os preços que tinha. Se você adicioná-lo ao carrinho, serão usados os preços atuais.',
};
