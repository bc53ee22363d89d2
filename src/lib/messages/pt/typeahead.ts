import type { typeahead as es } from '../es/typeahead';

/** Portuguese: the header's search suggestions (typeahead). */
export const typeahead: Record<keyof typeof es, string> = {
  'typeahead.label': 'Sugestões de busca',
  'typeahead.terms': 'Buscas',
  'typeahead.categories': 'Categorias',
  'typeahead.brands': 'Marcas',
  'typeahead.products': 'Produtos',
  'typeahead.count.one': '{count} sugestão. Use as setas para cima e para baixo para escolhê-la.',
  'typeahead.count.other': '{count} sugestões. Use as setas para cima e para baixo para escolher uma.',
  'typeahead.none': 'Nenhuma sugestão. Pressione Buscar para ver os resultados.',
  'typeahead.unavailable': 'As sugestões não estão disponíveis. Pressione Buscar para ver os resultados.',
};
