import type { webpay as es } from '../es/webpay';

/** Portuguese: paying an order by card with Transbank's Webpay Plus, on the payment step and the order page. */
export const webpay: Record<keyof typeof es, string> = {
  'webpay.method': 'Cartão de crédito ou débito (Webpay)',
  'webpay.methodHelp': 'Você paga no Webpay da Transbank: crédito nas parcelas que escolher, ou débito.',
  'webpay.afterOrder': 'Você paga com cartão no Webpay. Seu pedido fica reservado enquanto você paga.',
  'webpay.heading': 'Pagamento com Webpay',
  'webpay.until': 'Reservamos seus produtos até {date}.',
  'webpay.pay': 'Ir para o pagamento',
  'webpay.retry': 'Tentar novamente',
  'webpay.goPay': 'Pague com cartão de crédito ou débito no site do Webpay.',
  'webpay.paid': 'Você pagou {amount} com {card} final {digits}.',
  'webpay.instalments': 'Em {count, plural, one {# parcela} other {# parcelas}}.',
  'webpay.instalmentsOf': 'Em {count, plural, one {# parcela} other {# parcelas}} de {amount}.',
  'webpay.card.debit': 'cartão de débito',
  'webpay.card.credit': 'cartão de crédito',
  'webpay.card.prepaid': 'cartão pré-pago',
  'webpay.confirming': 'Estamos confirmando seu pagamento com o Webpay. Recarregue esta página em instantes.',
  'webpay.rejected':
    'O Webpay recusou o pagamento e nada foi cobrado. Você pode tentar novamente com o mesmo cartão ou outro.',
  'webpay.cancelled': 'Você cancelou o pagamento no Webpay e nada foi cobrado. Você pode pagar seu pedido agora.',
  'webpay.timedOut': 'O tempo para pagar no Webpay acabou e nada foi cobrado. Você pode tentar novamente.',
  'webpay.formError': 'O pagamento no Webpay não foi concluído e nada foi cobrado. Você pode tentar novamente.',
  'webpay.unavailable': 'Não conseguimos conectar com o Webpay. Tente novamente em instantes.',
  'webpay.mismatch':
    'Não conseguimos validar o pagamento com o Webpay, por isso o devolvemos ao seu cartão. Fale conosco se precisar de ajuda.',
  'webpay.refunded': 'O pagamento chegou quando seu pedido já não estava vigente, por isso o devolvemos ao seu cartão.',
  'webpay.refundPending': 'O pagamento chegou quando seu pedido já não estava vigente: vamos devolvê-lo ao seu cartão.',
};
