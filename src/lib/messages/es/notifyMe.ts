/** Spanish: the notify-me island on an out-of-stock product, and the email that confirms the request. */
export const notifyMe = {
  'notifyMe.sending': 'Enviando…',
  'notifyMe.email.subject': 'Te avisaremos cuando vuelva: {product}',
  'notifyMe.email.body':
    'Hola:\n\nRecibimos tu solicitud de aviso para «{product}». Te escribiremos a este correo cuando vuelva a estar disponible.\n\nVer el producto: {link}\n\n{siteName}',
} as const;
