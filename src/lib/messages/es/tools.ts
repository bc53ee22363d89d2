/** Spanish: the product page's tools as islands (calculators, project builder, instalments modal). */
export const tools = {
  'tools.close': 'Cerrar',
  'tools.calculator.how': 'Cómo calculamos',
  'tools.calculator.howTitle': 'Cómo calculamos tu pintura',
  'tools.calculator.walls': 'Muros',
  'tools.instalments.show': 'Ver cuotas',
  'tools.instalments.pick': 'Elige en cuántas cuotas pagar {amount}:',
} as const;
