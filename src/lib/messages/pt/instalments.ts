import type { instalments as es } from '../es/instalments';

/** Portuguese (pt_BR): instalments ("parcelas") beside a price and in the instalments modal (docs/instalments.md). */
export const instalments: Record<keyof typeof es, string> = {
  'instalments.upTo': 'Até {count}x de {amount}',
  'instalments.option.one': '{count}x de {amount}',
  'instalments.option.other': '{count}x de {amount}',
  'instalments.minimum': 'Parcelamento disponível em compras acima de {amount}',
  'instalments.title': 'Pague parcelado',
  'instalments.info': 'O número de parcelas depende do valor da compra.',
};
