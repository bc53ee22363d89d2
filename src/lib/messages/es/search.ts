/** Spanish: search and listing pages (facets, sorting, results). */
export const search = {
  'search.facet.category': 'Categoría',
  'search.facet.brand': 'Marca',
  'search.facet.price': 'Precio',
  'search.facet.rating': 'Calificación',
  'search.facet.color': 'Color',
  'search.facet.delivery': 'Tipo de entrega',
  'search.facet.store': 'Disponible en tienda',
  'search.rating.atLeast': '{stars, plural, one {# estrella} other {# estrellas}} o más',
  'search.price.between': 'De {min} a {max}',
  'search.price.upTo': 'Hasta {max}',
  'search.termRequired': 'Escribe qué quieres buscar.',
  'search.price.from': 'Desde {min}',
} as const;
