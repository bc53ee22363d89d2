/** Spanish: the product page's delivery options, one line per method for the shopper's zone. */
export const deliveryOptions = {
  'deliveryOptions.title': 'Opciones de entrega',
  'deliveryOptions.for': 'Para {label}',
  'deliveryOptions.pickup.none': 'Sin retiro en las tiendas de {region} por ahora',
  'deliveryOptions.stores.none': 'Sin stock en las tiendas de {region}',
  'deliveryOptions.stores.today.one': 'Disponible hoy en {count} tienda de {region}',
  'deliveryOptions.stores.today.other': 'Disponible hoy en {count} tiendas de {region}',
} as const;
