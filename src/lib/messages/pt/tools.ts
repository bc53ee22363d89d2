import type { tools as es } from '../es/tools';

/** Portuguese (pt_BR): the product page's tools as islands (calculators, project builder, instalments modal). */
export const tools: Record<keyof typeof es, string> = {
  'tools.close': 'Fechar',
  'tools.calculator.how': 'Como calculamos',
  'tools.calculator.howTitle': 'Como calculamos a sua tinta',
  'tools.calculator.walls': 'Paredes',
  'tools.instalments.show': 'Ver parcelas',
  'tools.instalments.pick': 'Escolha em quantas parcelas pagar {amount}:',
};
