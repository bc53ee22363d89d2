/** Spanish: the header's search suggestions (typeahead). */
export const typeahead = {
  'typeahead.label': 'Sugerencias de búsqueda',
  'typeahead.terms': 'Búsquedas',
  'typeahead.categories': 'Categorías',
  'typeahead.brands': 'Marcas',
  'typeahead.products': 'Productos',
  'typeahead.count.one': '{count} sugerencia. Usa las flechas arriba y abajo para elegirla.',
  'typeahead.count.other': '{count} sugerencias. Usa las flechas arriba y abajo para elegir una.',
  'typeahead.none': 'No hay sugerencias. Presiona Buscar para ver los resultados.',
  'typeahead.unavailable': 'Las sugerencias no están disponibles. Presiona Buscar para ver los resultados.',
} as const;
