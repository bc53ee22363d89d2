import { describe, expect, it } from 'vitest';
import { paymentAdapters } from './index';

const webpay = { WEBPAY_COMMERCE_CODE: '597055555532', WEBPAY_API_KEY: 'key', WEBPAY_ENVIRONMENT: 'integration' };
const methods = (env: NodeJS.ProcessEnv, currency: string, allLinesCollected = false) =>
  paymentAdapters(env)
    .filter((adapter) => adapter.offered({ tenant: 'cl', currency, allLinesCollected }))
    .map((adapter) => adapter.method);

describe('paymentAdapters', () => {
  it.each([
    ['Webpay configured, a Chilean tenant (CLP)', webpay, 'CLP', ['bankTransfer', 'webpay']],
    ['Webpay configured, a tenant in another currency', webpay, 'BRL', ['bankTransfer']],
    ['Webpay not configured', {}, 'CLP', ['bankTransfer']],
    ['Webpay without its key', { ...webpay, WEBPAY_API_KEY: ' ' }, 'CLP', ['bankTransfer']],
  ])('%s', (_, env, currency, offered) => {
    expect(methods(env, currency)).toEqual(offered);
  });

  it('holds a Webpay order for WEBPAY_HOLD_MINUTES, 30 unless told', async () => {
    const hold = async (env: NodeJS.ProcessEnv) => {
      const adapter = paymentAdapters(env).find((one) => one.method === 'webpay');
      const request = { tenant: 'cl', orderNumber: 'CL-1', amount: 1, currency: 'CLP', allLinesCollected: false };
      return (await adapter?.start(request))?.holdMinutes;
    };
    expect(await hold(webpay)).toBe(30);
    expect(await hold({ ...webpay, WEBPAY_HOLD_MINUTES: '10' })).toBe(10);
    expect(await hold({ ...webpay, WEBPAY_HOLD_MINUTES: 'soon' })).toBe(30);
  });
});
