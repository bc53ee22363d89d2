import type { pix as es } from '../es/pix';

/** Portuguese: paying an order with Pix, on the payment step, the order page and its email. */
export const pix: Record<keyof typeof es, string> = {
  'pix.method': 'Pix',
  'pix.methodHelp': 'Você paga na hora no app do seu banco, pelo QR Code ou pelo código Pix copia e cola.',
  'pix.afterOrder':
    'Você paga com Pix: leia o QR Code ou copie o código no app do seu banco. Seu pedido fica reservado enquanto você paga.',
  'pix.heading': 'Pagamento com Pix',
  'pix.scan': 'Leia o QR Code com o app do seu banco ou copie o código abaixo.',
  'pix.qrLabel': 'QR Code do Pix para pagar {total}',
  'pix.codeLabel': 'Código Pix copia e cola',
  'pix.copy': 'Copiar código',
  'pix.copied': 'Código copiado',
  'pix.copyIntro': 'Pague {total} com Pix: no app do seu banco, escolha Pix copia e cola e cole este código:',
  'pix.until': 'O código vale até {date}. Depois disso, o pedido é cancelado e os produtos voltam ao estoque.',
  'pix.paid': 'Recebemos seu Pix de {amount}.',
  'pix.confirming': 'Estamos confirmando seu Pix. Recarregue esta página em instantes.',
  'pix.unavailable': 'Não conseguimos gerar o código Pix. Fale conosco para pagar seu pedido.',
  'pix.mismatch':
    'O Pix recebido não corresponde ao seu pedido, por isso o devolvemos. Fale conosco se precisar de ajuda.',
  'pix.refunded': 'O Pix chegou quando seu pedido já não estava vigente, por isso o devolvemos para a sua conta.',
  'pix.refundPending': 'O Pix chegou quando seu pedido já não estava vigente: vamos devolvê-lo para a sua conta.',
  'pix.payerRequest': 'Pedido {number} na {siteName}',
  'pix.discount': 'Desconto Pix',
  'pix.webhook.notConfigured': 'O Pix não está configurado neste servidor.',
  'pix.webhook.unauthorized': 'Este endereço não recebe notificações Pix.',
};
