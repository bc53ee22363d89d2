import type { locationModal as es } from '../es/locationModal';

/** Portuguese: the location modal (docs/zones-and-price-groups.md) and the page that chooses the zone without JavaScript. */
export const locationModal: Record<keyof typeof es, string> = {
  'locationModal.title': 'Escolha onde receber seus produtos',
  'locationModal.open': 'Alterar localização',
  'locationModal.close': 'Fechar',
  'locationModal.loading': 'Carregando…',
  'locationModal.saving': 'Salvando sua localização…',
  'locationModal.geolocation.use': 'Usar minha localização atual',
  'locationModal.geolocation.locating': 'Buscando sua localização…',
  'locationModal.geolocation.denied':
    'Não temos permissão para ver sua localização. Ative-a no navegador ou escolha sua região de outra forma.',
  'locationModal.zip.suggestions': 'CEPs encontrados',
  'locationModal.zip.suggestion': '{zipCode} · {place}',
  'locationModal.zip.unknown': 'Não sei meu CEP',
  'locationModal.zip.useZip': 'Usar meu CEP',
  'locationModal.colony.label': 'Bairro',
  'locationModal.colony.choose': 'Escolha seu bairro',
  'locationModal.place.title': 'Escolher em uma lista',
  'locationModal.place.choose': 'Escolha uma opção',
  'locationModal.error.api': 'Não conseguimos salvar sua localização. Tente novamente.',
  'locationModal.error.lists': 'Não conseguimos carregar a lista de lugares. Tente novamente.',
  'locationModal.page.title': 'Escolha sua localização',
  'locationModal.page.intro':
    'Os preços, o estoque e os prazos de entrega dependem do lugar onde você recebe seus produtos.',
  'locationModal.page.back': 'Voltar à página anterior',
};
