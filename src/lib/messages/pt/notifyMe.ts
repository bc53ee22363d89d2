import type { notifyMe as es } from '../es/notifyMe';

/** Portuguese: the notify-me island on an out-of-stock product, and the email that confirms the request. */
export const notifyMe: Record<keyof typeof es, string> = {
  'notifyMe.sending': 'Enviando…',
  'notifyMe.email.subject': 'Avisaremos quando voltar: {product}',
  'notifyMe.email.body':
    'Olá!\n\nRecebemos seu pedido de aviso para “{product}”. Vamos escrever para este e-mail quando ele estiver disponível novamente.\n\nVer o produto: {link}\n\n{siteName}',
};
