/** Spanish: the order emails' words beyond the page's (their link and the discounts row). */
export const orderEmail = {
  'orderEmail.open': 'Ver tu pedido',
  'orderEmail.find': 'Sigue tu pedido con su número y tu correo',
  'orderEmail.discount': 'Descuentos',
  'orderEmail.nextStep': 'Cómo pagar',
};
