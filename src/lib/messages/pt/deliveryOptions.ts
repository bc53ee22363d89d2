import type { deliveryOptions as es } from '../es/deliveryOptions';

/** Portuguese: the product page's delivery options, one line per method for the shopper's zone. */
export const deliveryOptions: Record<keyof typeof es, string> = {
  'deliveryOptions.title': 'Opções de entrega',
  'deliveryOptions.for': 'Para {label}',
  'deliveryOptions.pickup.none': 'Sem retirada nas lojas de {region} por enquanto',
  'deliveryOptions.stores.none': 'Sem estoque nas lojas de {region}',
  'deliveryOptions.stores.today.one': 'Disponível hoje em {count} loja de {region}',
  'deliveryOptions.stores.today.other': 'Disponível hoje em {count} lojas de {region}',
} as const;
