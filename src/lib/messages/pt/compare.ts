import type { compare as es } from '../es/compare';

/** Portuguese: comparing products (the control on cards and product pages, the compare bar, the compare page). */
export const compare: Record<keyof typeof es, string> = {
  'compare.toggle.add': 'Comparar',
  'compare.toggle.label': 'Comparar {name}',
  'compare.bar.label': 'Comparador de produtos',
  'compare.bar.count': '{count, plural, one {# produto} other {# produtos}} de {max} para comparar',
  'compare.bar.go': 'Ver comparação',
  'compare.bar.clear': 'Esvaziar comparador',
  'compare.page.title': 'Comparar produtos',
  'compare.page.intro':
    'Compare até {max, plural, one {# produto} other {# produtos}}. As linhas destacadas mostram em que eles se diferenciam.',
  'compare.page.empty':
    'Você ainda não escolheu produtos para comparar. Use “Comparar” em um produto ou em uma listagem para adicioná-lo.',
  'compare.page.product': 'Produto',
  'compare.page.brand': 'Marca',
  'compare.page.price': 'Preço',
  'compare.page.noPrice': 'Sem preço na sua região',
  'compare.page.rating': 'Avaliação',
  'compare.page.ratingValue': '{rating} de 5 ({count, plural, one {# avaliação} other {# avaliações}})',
  'compare.page.noRating': 'Sem avaliações',
  'compare.page.missing': 'Não informa',
  'compare.page.differs': 'Diferente',
  'compare.page.remove': 'Remover {name}',
  'compare.page.onlyOne': 'Adicione outro produto para ver as diferenças.',
};
