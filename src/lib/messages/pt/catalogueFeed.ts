/** Portuguese: the back office's catalogue feeds (README "Catalogue feeds"), read by the systems that call them. */
export const catalogueFeed = {
  'catalogue.feed.notConfigured': 'Os envios do catálogo não estão habilitados neste servidor.',
  'catalogue.feed.unauthorized': 'A chave dos envios do catálogo está ausente ou não é válida.',
  'catalogue.feed.unknownSku': 'O produto {skuId} não existe neste catálogo.',
  'catalogue.feed.unknownPriceGroup': 'O grupo de preços {priceGroup} não existe neste catálogo.',
  'catalogue.feed.priceEnded': 'Um preço do produto {skuId} já terminou: a data de término deve ser futura.',
  'catalogue.feed.unknownStore': 'A loja {storeId} não existe neste catálogo.',
  'catalogue.import.badRow': 'Linha {line}: {reason}',
  'catalogue.import.jsonLinesRequired':
    'Envie o catálogo como JSON Lines (Content-Type: application/x-ndjson), um registro por linha, ou como feed do Merchant Center (application/rss+xml ou text/tab-separated-values).',
  // the data sheet rows a Merchant Center feed's attributes become (shoppers read them)
  'catalogue.import.sheet.material': 'Material',
  'catalogue.import.sheet.pattern': 'Estampa',
  'catalogue.import.sheet.mpn': 'Código do fabricante',
  'catalogue.import.sheet.condition': 'Condição',
  'catalogue.import.sheet.multipack': 'Unidades por pacote',
  'catalogue.import.condition.used': 'Usado',
  'catalogue.import.condition.refurbished': 'Recondicionado',
} as const;
