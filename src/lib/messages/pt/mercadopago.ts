import type { mercadoPago as es } from '../es/mercadopago';

/**
 * Portuguese: paying an order by card with Mercado Pago Checkout Pro, on the payment step and the
 * order page (in Brazil it takes cards only, with parcelas: Pix is paid on the site).
 */
export const mercadoPago: Record<keyof typeof es, string> = {
  'mercadoPago.method': 'Cartão de crédito em parcelas (Mercado Pago)',
  'mercadoPago.methodHelp': 'Você paga no Mercado Pago com cartão de crédito, à vista ou em parcelas, ou de débito.',
  'mercadoPago.afterOrder': 'Você paga com cartão no Mercado Pago. Seu pedido fica reservado enquanto você paga.',
  'mercadoPago.heading': 'Pagamento com Mercado Pago',
  'mercadoPago.until': 'Reservamos seus produtos até {date}.',
  'mercadoPago.pay': 'Pagar com Mercado Pago',
  'mercadoPago.retry': 'Tentar novamente',
  'mercadoPago.goPay': 'Pague seu pedido no site do Mercado Pago e volte aqui para ver a confirmação.',
  'mercadoPago.paid': 'Você pagou {amount} com Mercado Pago.',
  'mercadoPago.card': 'Com o cartão final {digits}.',
  'mercadoPago.instalments': 'Em {count, plural, one {# parcela} other {# parcelas}}.',
  'mercadoPago.instalmentsOf': 'Em {count, plural, one {# parcela} other {# parcelas}} de {amount}.',
  'mercadoPago.preparing': 'Estamos preparando seu pagamento com o Mercado Pago. Recarregue esta página em instantes.',
  'mercadoPago.pending':
    'O Mercado Pago ainda não confirmou seu pagamento. Avisaremos você por e-mail quando ele for aprovado.',
  'mercadoPago.rejected':
    'O Mercado Pago recusou o pagamento e nada foi cobrado. Você pode tentar novamente com o mesmo cartão ou outro.',
  'mercadoPago.unavailable': 'Não conseguimos conectar com o Mercado Pago. Tente novamente em instantes.',
  'mercadoPago.mismatch':
    'Não conseguimos validar o pagamento com o Mercado Pago, por isso o devolvemos. Fale conosco se precisar de ajuda.',
  'mercadoPago.refunded': 'O pagamento chegou quando seu pedido já não estava vigente, por isso o devolvemos.',
  'mercadoPago.refundPending': 'O pagamento chegou quando seu pedido já não estava vigente: vamos devolvê-lo.',
  'mercadoPago.item.units': '{count} × {name}',
  'mercadoPago.item.delivery': 'Entrega',
  'mercadoPago.item.order': 'Pedido {number}',
  'mercadoPago.webhook.unsigned': 'A notificação não traz uma assinatura válida do Mercado Pago.',
};
