/** Spanish: product page extras (review paging and translation, linked and sponsored products). */
export const productExtras = {
  'productExtras.reviews.sortLabel': 'Ordenar opiniones',
  'productExtras.reviews.range': 'Opiniones {from} a {to} de {total}',
  'productExtras.reviews.pagination': 'Páginas de opiniones',
  'productExtras.reviews.pastEnd': 'Esa página de opiniones no existe: te mostramos la última.',
  'productExtras.reviews.writtenIn': 'Escrita en {language}',
  'productExtras.reviews.translate': 'Traducir',
  'productExtras.reviews.translateLabel': 'Traducir la opinión de {alias}',
  'productExtras.reviews.translated': 'Traducida automáticamente del {language}',
  'productExtras.reviews.showOriginal': 'Ver original',
  'productExtras.language.es': 'español',
  'productExtras.language.pt': 'portugués',
  'productExtras.linked.title': 'Complementa tu compra',
  'productExtras.sponsored.title': 'Productos patrocinados',
} as const;
