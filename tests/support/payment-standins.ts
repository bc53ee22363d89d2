import { startWebpayStandin } from './webpay-standin.ts';

/**
 * The payment providers' stand-ins for the browser tests, in a process of their own that
 * playwright.config.ts starts beside the storefront (the HTTP suite starts them in its global
 * setup instead):
 *
 *   WEBPAY_STANDIN_PORT=5599 node tests/support/payment-standins.ts
 */
const webpayPort = Number(process.env.WEBPAY_STANDIN_PORT);
if (!webpayPort) throw new Error('WEBPAY_STANDIN_PORT is required');

const webpay = await startWebpayStandin(webpayPort);

const stop = () => {
  void webpay.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
