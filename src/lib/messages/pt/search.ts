import type { search as es } from '../es/search';

/** Portuguese: search and listing pages (facets, sorting, results). */
export const search: Record<keyof typeof es, string> = {
  'search.facet.category': 'Categoria',
  'search.facet.brand': 'Marca',
  'search.facet.price': 'Preço',
  'search.facet.rating': 'Avaliação',
  'search.facet.color': 'Cor',
  'search.facet.delivery': 'Tipo de entrega',
  'search.facet.store': 'Disponível na loja',
  'search.rating.atLeast': '{stars, plural, one {# estrela} other {# estrelas}} ou mais',
  'search.price.between': 'De {min} a {max}',
  'search.price.upTo': 'Até {max}',
  'search.termRequired': 'Digite o que você procura.',
  'search.price.from': 'A partir de {min}',
};
