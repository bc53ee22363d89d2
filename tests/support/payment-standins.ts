import { startMercadoPagoStandin } from './mercadopago-standin.ts';
import { startPixStandin } from './pix-standin.ts';
import { startWebpayStandin } from './webpay-standin.ts';

/**
 * The payment providers' stand-ins for the browser tests, in a process of their own that
 * playwright.config.ts starts beside the storefront (the HTTP suite starts them in its global
 * setup instead). Each listens on the port it is given; the PSP posts its Pix webhook to
 * PIX_WEBHOOK_URL, the br site's, as registered at a PSP:
 *
 *   WEBPAY_STANDIN_PORT=5599 PIX_STANDIN_PORT=5600 MERCADOPAGO_STANDIN_PORT=5601 \
 *     PIX_WEBHOOK_URL=http://127.0.0.1:4399/api/br/payments/pix/webhook/<secret> \
 *     node tests/support/payment-standins.ts
 */
const webpayPort = Number(process.env.WEBPAY_STANDIN_PORT);
const pixPort = Number(process.env.PIX_STANDIN_PORT);
const pixWebhookUrl = process.env.PIX_WEBHOOK_URL ?? '';
const mercadoPagoPort = Number(process.env.MERCADOPAGO_STANDIN_PORT);
if (!webpayPort || !pixPort || !pixWebhookUrl || !mercadoPagoPort) {
  throw new Error('WEBPAY_STANDIN_PORT, PIX_STANDIN_PORT, PIX_WEBHOOK_URL and MERCADOPAGO_STANDIN_PORT are required');
}

const standins = [
  await startWebpayStandin(webpayPort),
  await startPixStandin({ webhookUrl: pixWebhookUrl, port: pixPort }),
  await startMercadoPagoStandin(mercadoPagoPort),
];

const stop = () => {
  void Promise.all(standins.map((standin) => standin.stop())).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
