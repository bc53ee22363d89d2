/** Spanish: content, banners, no-results page, sponsored products and the click-stream collector. */
export const content = {
  'content.bannerNotFound': 'Este banner no existe o ya no está vigente.',
  'content.pageNotFound': 'Esta página de contenido no existe.',
  'content.ads.sponsored': 'Patrocinado',
  // No results (docs/search-and-listings.md): the tips themselves are errors.noResults.*
  'content.noResults.forTerm': 'No encontramos resultados para «{term}».',
  'content.noResults.byImage': 'No encontramos productos parecidos a tu foto.',
  'content.noResults.tipImageLight': 'Usa una foto con buena luz y sin reflejos.',
  'content.noResults.tipImageFrame': 'Encuadra solo el producto, sin otros objetos alrededor.',
  'content.noResults.tipImageWords': 'Prueba buscando con una o dos palabras.',
  'content.noResults.didYouMean': '¿Quisiste decir «{term}»?',
  'content.noResults.popularCategories': 'Categorías más buscadas',
  'content.noResults.popularProducts': 'Los más vendidos',
  // An editor's preview (a landing page's, the home's): what the file names that the catalogue lacks
  'content.preview.home': 'Vista previa: así ven los clientes esta portada.',
  'content.preview.unknown': 'El catálogo no tiene lo que sigue: los clientes no lo ven en esta página.',
  'content.preview.unknown.skus': 'SKU: {names}',
  'content.preview.unknown.collections': 'Colecciones: {names}',
  'content.preview.unknown.categories': 'Categorías: {names}',
  'content.preview.unknown.brands': 'Marcas: {names}',
  'content.preview.unknown.facets': 'Filtros: {names}',
  // Input of the content calls
  'validation.content.bannerPosition': 'La posición del banner no es válida.',
  'validation.content.termRequired': 'Indica el término que se buscó.',
  'validation.content.termTooLong':
    'El término buscado puede tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  // Sponsored products (ads)
  'validation.ads.placement': 'La ubicación de los anuncios no es válida.',
  'validation.ads.termRequired': 'Indica el término buscado para mostrar anuncios en la búsqueda.',
  'validation.ads.categoryRequired': 'Indica la categoría para mostrar anuncios en ella.',
  'validation.ads.productRequired': 'Indica el producto para mostrar anuncios en su página.',
  'validation.ads.limit': 'Pide entre {min} y {max, plural, one {# anuncio} other {# anuncios}}.',
  'validation.ads.adId': 'El identificador del anuncio no es válido.',
  'validation.ads.adIdsRequired': 'Envía al menos {min, plural, one {# anuncio} other {# anuncios}}.',
  'validation.ads.tooManyAds': 'Envía como máximo {max, plural, one {# anuncio} other {# anuncios}} por solicitud.',
  'validation.ads.unknownAd': 'El anuncio {adId} no existe.',
  'validation.ads.duplicateAd': 'El anuncio {adId} está repetido en la solicitud.',
  'validation.ads.productMismatch': 'El anuncio {adId} no promociona el producto {productId}.',
  // Click stream (docs/tracking-and-ads.md event fields)
  'validation.clickStream.events': 'Envía los eventos en una lista «events».',
  'validation.clickStream.eventsRequired': 'Envía al menos {min, plural, one {# evento} other {# eventos}}.',
  'validation.clickStream.tooManyEvents':
    'Envía como máximo {max, plural, one {# evento} other {# eventos}} por solicitud.',
  'validation.clickStream.action': 'La acción del evento no es válida.',
  'validation.clickStream.applicationId': 'La aplicación del evento debe ser web o secure.',
  'validation.clickStream.visitorId': 'El identificador del visitante debe ser un UUID.',
  'validation.clickStream.queryId': 'El identificador de la búsqueda no es válido.',
  'validation.clickStream.pageUrl': 'La dirección de la página debe ser una ruta del sitio o una URL http(s).',
  'validation.clickStream.pageUrlSite': 'La dirección de la página debe ser de este sitio.',
  'validation.clickStream.meta': 'El identificador cifrado del usuario no es válido.',
  'validation.clickStream.itemId': 'El código del producto no es válido.',
  'validation.clickStream.position': 'La posición debe ser un número entero entre {min} y {max}.',
  'validation.clickStream.quantity': 'La cantidad debe ser un número entero entre {min} y {max}.',
  'validation.clickStream.price':
    'El precio debe ser un número entero en la unidad mínima de la moneda, entre {min} y {max}.',
  'validation.clickStream.impressions': 'Las impresiones deben ser una lista de códigos de producto.',
  'validation.clickStream.tooManyImpressions':
    'Envía como máximo {max, plural, one {# impresión} other {# impresiones}} por evento.',
  'validation.clickStream.required': 'Este dato es obligatorio en los eventos {action}.',
  'validation.clickStream.notAllowed': 'Este dato no corresponde a los eventos {action}.',
  'validation.clickStream.unknownField': 'Este dato no es parte de un evento.',
} as const;
