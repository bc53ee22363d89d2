import type { productExtras as es } from '../es/productExtras';

/** Portuguese: product page extras (review paging and translation, linked and sponsored products). */
export const productExtras: Record<keyof typeof es, string> = {
  'productExtras.reviews.sortLabel': 'Ordenar avaliações',
  'productExtras.reviews.range': 'Avaliações {from} a {to} de {total}',
  'productExtras.reviews.pagination': 'Páginas de avaliações',
  'productExtras.reviews.pastEnd': 'Essa página de avaliações não existe: mostramos a última.',
  'productExtras.reviews.writtenIn': 'Escrita em {language}',
  'productExtras.reviews.translate': 'Traduzir',
  'productExtras.reviews.translateLabel': 'Traduzir a avaliação de {alias}',
  'productExtras.reviews.translated': 'Traduzida automaticamente do {language}',
  'productExtras.reviews.showOriginal': 'Ver original',
  'productExtras.language.es': 'espanhol',
  'productExtras.language.pt': 'português',
  'productExtras.linked.title': 'Complete sua compra',
  'productExtras.sponsored.title': 'Produtos patrocinados',
};
