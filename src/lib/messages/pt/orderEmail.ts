import type { orderEmail as es } from '../es/orderEmail';

/** Portuguese: the order emails' words beyond the page's (their link and the discounts row). */
export const orderEmail: Record<keyof typeof es, string> = {
  'orderEmail.open': 'Ver seu pedido',
  'orderEmail.find': 'Acompanhe seu pedido com o número e seu e-mail',
  'orderEmail.discount': 'Descontos',
  'orderEmail.nextStep': 'Como pagar',
};
