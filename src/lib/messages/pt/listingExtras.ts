import type { listingExtras as es } from '../es/listingExtras';

/** Portuguese: listing extras (guided search, sponsored products, search by image). */
export const listingExtras: Record<keyof typeof es, string> = {
  'listingExtras.guided.kicker': 'Busca guiada',
  'listingExtras.imageSearch.link': 'Pesquisar por imagem',
  'listingExtras.imageSearch.title': 'Pesquisar por imagem',
  'listingExtras.imageSearch.metaTitle': 'Pesquisar por imagem | {siteName}',
  'listingExtras.imageSearch.description': 'Envie uma foto e mostramos produtos da {siteName} com cores parecidas.',
  'listingExtras.imageSearch.intro': 'Envie uma foto e mostramos produtos com cores parecidas.',
  'listingExtras.imageSearch.field': 'Imagem (PNG ou JPG, até {maxMegabytes} MB)',
  'listingExtras.imageSearch.submit': 'Buscar produtos',
  'listingExtras.imageSearch.error.empty': 'Escolha uma imagem para pesquisar.',
  'listingExtras.imageSearch.error.tooLarge': 'A imagem tem mais de {maxMegabytes} MB. Escolha uma menor.',
  'listingExtras.imageSearch.error.notImage': 'O arquivo não é uma imagem. Envie uma foto PNG ou JPG.',
  'listingExtras.imageSearch.error.unreadable': 'Não conseguimos ler esta imagem. Tente outra foto PNG ou JPG.',
  'listingExtras.imageSearch.results.title': 'Produtos parecidos com a sua imagem',
  'listingExtras.imageSearch.results.metaTitle': 'Produtos parecidos com a sua imagem | {siteName}',
  'listingExtras.imageSearch.again': 'Pesquisar com outra imagem',
};
