/** Spanish: paying an order with Mercado Pago Checkout Pro, on the payment step and the order page. */
export const mercadoPago = {
  'mercadoPago.method': 'Mercado Pago',
  'mercadoPago.methodHelp':
    'Pagas en Mercado Pago con tarjeta de crédito en cuotas, débito, efectivo o transferencia, según lo que ofrezca en tu país.',
  'mercadoPago.afterOrder': 'Pagas en Mercado Pago. Tu pedido queda reservado mientras pagas.',
  'mercadoPago.heading': 'Pago con Mercado Pago',
  'mercadoPago.until': 'Reservamos tus productos hasta el {date}.',
  'mercadoPago.pay': 'Pagar con Mercado Pago',
  'mercadoPago.retry': 'Intentar de nuevo',
  'mercadoPago.goPay': 'Paga tu pedido en el sitio de Mercado Pago y vuelve aquí para ver la confirmación.',
  'mercadoPago.paid': 'Pagaste {amount} con Mercado Pago.',
  'mercadoPago.card': 'Con la tarjeta terminada en {digits}.',
  'mercadoPago.instalments': 'En {count, plural, one {# cuota} other {# cuotas}}.',
  'mercadoPago.instalmentsOf': 'En {count, plural, one {# cuota} other {# cuotas}} de {amount}.',
  'mercadoPago.preparing': 'Estamos preparando tu pago con Mercado Pago. Vuelve a cargar esta página en un momento.',
  'mercadoPago.pending':
    'Mercado Pago aún no confirma tu pago. Si pagas en efectivo, hazlo antes de que venza la reserva; te avisaremos por correo cuando se acredite.',
  'mercadoPago.rejected':
    'Mercado Pago rechazó el pago y no se hizo ningún cargo. Puedes intentarlo de nuevo con la misma tarjeta u otro medio.',
  'mercadoPago.unavailable': 'No pudimos conectar con Mercado Pago. Inténtalo de nuevo en un momento.',
  'mercadoPago.mismatch':
    'No pudimos validar el pago con Mercado Pago, así que te lo devolvemos. Escríbenos si necesitas ayuda.',
  'mercadoPago.refunded': 'El pago llegó cuando tu pedido ya no estaba vigente, así que te lo devolvimos.',
  'mercadoPago.refundPending': 'El pago llegó cuando tu pedido ya no estaba vigente: te lo devolveremos.',
  'mercadoPago.item.units': '{count} × {name}',
  'mercadoPago.item.delivery': 'Despacho',
  'mercadoPago.item.order': 'Pedido {number}',
  'mercadoPago.webhook.unsigned': 'La notificación no lleva una firma válida de Mercado Pago.',
} as const;
