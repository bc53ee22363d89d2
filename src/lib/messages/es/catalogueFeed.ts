/** Spanish: the back office's catalogue feeds (README "Catalogue feeds"), read by the systems that call them. */
export const catalogueFeed = {
  'catalogue.feed.notConfigured': 'Los envíos del catálogo no están habilitados en este servidor.',
  'catalogue.feed.unauthorized': 'Falta la clave de los envíos del catálogo o no es válida.',
  'catalogue.feed.unknownSku': 'El producto {skuId} no existe en este catálogo.',
  'catalogue.feed.unknownPriceGroup': 'El grupo de precios {priceGroup} no existe en este catálogo.',
  'catalogue.feed.priceEnded': 'Un precio del producto {skuId} ya terminó: su fecha de término debe ser futura.',
  'catalogue.feed.unknownStore': 'La tienda {storeId} no existe en este catálogo.',
  'catalogue.import.badRow': 'Línea {line}: {reason}',
  'catalogue.import.jsonLinesRequired':
    'Envía el catálogo como JSON Lines (Content-Type: application/x-ndjson), un registro por línea, o como feed de Merchant Center (application/rss+xml o text/tab-separated-values).',
  // the data sheet rows a Merchant Center feed's attributes become (shoppers read them)
  'catalogue.import.sheet.material': 'Material',
  'catalogue.import.sheet.pattern': 'Diseño',
  'catalogue.import.sheet.mpn': 'Código del fabricante',
  'catalogue.import.sheet.condition': 'Condición',
  'catalogue.import.sheet.multipack': 'Unidades por paquete',
  'catalogue.import.condition.used': 'Usado',
  'catalogue.import.condition.refurbished': 'Reacondicionado',
} as const;
