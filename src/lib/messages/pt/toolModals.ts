import type { toolModals as es } from '../es/toolModals';

/** Portuguese: the product page's modals (promotion, resizable board, WhatsApp chat) and the map, image and guided-search tools. */
export const toolModals: Record<keyof typeof es, string> = {
  'toolModals.close': 'Fechar',
  'toolModals.promotion.open': 'Ver condições da promoção',
  'toolModals.promotion.title': 'Promoção {siteName}',
  'toolModals.promotion.body':
    'Preço promocional por tempo limitado nas lojas {siteName} e online. Válido enquanto durarem os estoques; não cumulativo com outras promoções.',
  'toolModals.promotion.card': 'O preço promocional vale para pagamentos com o seu cartão CMR.',
  'toolModals.promotion.price': 'Preço promocional: {price}',
  'toolModals.cut.open': 'Cortar sob medida',
  'toolModals.cut.title': 'Corte sob medida',
  'toolModals.cut.intro':
    'Chapa de {width} × {length} cm. Informe a medida das peças e quantas você precisa; cada corte custa {price}.',
  'toolModals.cut.width': 'Largura da peça (cm)',
  'toolModals.cut.length': 'Comprimento da peça (cm)',
  'toolModals.cut.pieces': 'Quantidade de peças',
  'toolModals.cut.submit': 'Calcular cortes',
  'toolModals.cut.whole': 'Digite um número inteiro entre {min} e {max}.',
  'toolModals.cut.fix': 'Confira as medidas indicadas.',
  'toolModals.cut.doesNotFit': 'A peça não cabe em uma chapa de {width} × {length} cm.',
  'toolModals.cut.result':
    'Você precisa de {boards, plural, one {# chapa} other {# chapas}} ({perBoard} peças por chapa) e {cuts, plural, one {# corte} other {# cortes}}: {price} de corte.',
  'toolModals.cut.add': 'Adicionar {boards, plural, one {# chapa} other {# chapas}} ao carrinho',
  'toolModals.whatsapp.title': 'Fale com um consultor',
  'toolModals.whatsapp.intro': 'Escreva a sua dúvida e nós a enviamos pelo WhatsApp a um consultor da {siteName}.',
  'toolModals.whatsapp.message': 'Sua dúvida',
  'toolModals.whatsapp.send': 'Abrir o WhatsApp',
  'toolModals.guided.apply': 'Ver resultados',
  'toolModals.guided.clear': 'Limpar seleção',
  'toolModals.image.drop': 'Arraste uma foto para cá ou escolha uma',
  'toolModals.image.camera': 'Tirar uma foto',
  'toolModals.image.preview': 'Prévia da sua foto',
  'toolModals.image.remove': 'Remover foto',
  'toolModals.image.chosen': 'Foto escolhida: {name}',
  'toolModals.map.attribution': 'Dados do mapa',
} as const;
