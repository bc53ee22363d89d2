/** Spanish: instalments ("cuotas") beside a price and in the instalments modal (docs/instalments.md). */
export const instalments = {
  'instalments.upTo': 'Hasta {count, plural, one {# cuota} other {# cuotas}} de {amount}',
  'instalments.option.one': '{count} cuota de {amount}',
  'instalments.option.other': '{count} cuotas de {amount}',
  'instalments.minimum': 'Cuotas disponibles en compras sobre {amount}',
  'instalments.title': 'Paga en cuotas',
  'instalments.info': 'El número de cuotas depende del monto de la compra.',
} as const;
