/** Spanish: paying an order by card with Transbank's Webpay Plus, on the payment step and the order page. */
export const webpay = {
  'webpay.method': 'Tarjeta de crédito o débito (Webpay)',
  'webpay.methodHelp': 'Pagas en Webpay de Transbank: crédito en las cuotas que elijas, o débito.',
  'webpay.afterOrder': 'Pagas con tarjeta en Webpay. Tu pedido queda reservado mientras pagas.',
  'webpay.heading': 'Pago con Webpay',
  'webpay.until': 'Reservamos tus productos hasta el {date}.',
  'webpay.pay': 'Ir a pagar',
  'webpay.retry': 'Intentar de nuevo',
  'webpay.goPay': 'Paga con tarjeta de crédito o débito en el sitio de Webpay.',
  'webpay.paid': 'Pagaste {amount} con {card} terminada en {digits}.',
  'webpay.instalments': 'En {count, plural, one {# cuota} other {# cuotas}}.',
  'webpay.instalmentsOf': 'En {count, plural, one {# cuota} other {# cuotas}} de {amount}.',
  'webpay.card.debit': 'tarjeta de débito',
  'webpay.card.credit': 'tarjeta de crédito',
  'webpay.card.prepaid': 'tarjeta de prepago',
  'webpay.confirming': 'Estamos confirmando tu pago con Webpay. Vuelve a cargar esta página en un momento.',
  'webpay.rejected':
    'Webpay rechazó el pago y no se hizo ningún cargo. Puedes intentarlo de nuevo con la misma tarjeta u otra.',
  'webpay.cancelled': 'Anulaste el pago en Webpay y no se hizo ningún cargo. Puedes pagar tu pedido ahora.',
  'webpay.timedOut': 'Se acabó el tiempo para pagar en Webpay y no se hizo ningún cargo. Puedes intentarlo de nuevo.',
  'webpay.formError': 'El pago en Webpay no se completó y no se hizo ningún cargo. Puedes intentarlo de nuevo.',
  'webpay.unavailable': 'No pudimos conectar con Webpay. Inténtalo de nuevo en un momento.',
  'webpay.mismatch':
    'No pudimos validar el pago con Webpay, así que lo devolvemos a tu tarjeta. Escríbenos si necesitas ayuda.',
  'webpay.refunded': 'El pago llegó cuando tu pedido ya no estaba vigente, así que lo devolvimos a tu tarjeta.',
  'webpay.refundPending': 'El pago llegó cuando tu pedido ya no estaba vigente: lo devolveremos a tu tarjeta.',
} as const;
