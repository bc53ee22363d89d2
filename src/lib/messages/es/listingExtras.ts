/** Spanish: listing extras (guided search, sponsored products, search by image). */
export const listingExtras = {
  'listingExtras.guided.kicker': 'Búsqueda guiada',
  'listingExtras.imageSearch.link': 'Buscar por imagen',
  'listingExtras.imageSearch.title': 'Buscar por imagen',
  'listingExtras.imageSearch.metaTitle': 'Buscar por imagen | {siteName}',
  'listingExtras.imageSearch.description':
    'Sube una foto y te mostramos productos de {siteName} con colores parecidos.',
  'listingExtras.imageSearch.intro': 'Sube una foto y te mostramos productos con colores parecidos.',
  'listingExtras.imageSearch.field': 'Imagen (PNG o JPG, hasta {maxMegabytes} MB)',
  'listingExtras.imageSearch.submit': 'Buscar productos',
  'listingExtras.imageSearch.error.empty': 'Elige una imagen para buscar.',
  'listingExtras.imageSearch.error.tooLarge': 'La imagen pesa más de {maxMegabytes} MB. Elige una más liviana.',
  'listingExtras.imageSearch.error.notImage': 'El archivo no es una imagen. Sube una foto PNG o JPG.',
  'listingExtras.imageSearch.error.unreadable': 'No pudimos leer esta imagen. Prueba con otra foto PNG o JPG.',
  'listingExtras.imageSearch.results.title': 'Productos parecidos a tu imagen',
  'listingExtras.imageSearch.results.metaTitle': 'Productos parecidos a tu imagen | {siteName}',
  'listingExtras.imageSearch.again': 'Buscar con otra imagen',
} as const;
