import { describe, expect, it } from 'vitest';
import { paymentAdapters } from '../index';
import { mercadoPagoConfig } from './mercadopago-config';

const base = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_WEBHOOK_SECRET: 'secret' };

describe('mercadoPagoConfig', () => {
  it('is off without an account whose webhooks can be verified', () => {
    expect(mercadoPagoConfig({})).toBeUndefined();
    expect(mercadoPagoConfig({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' })).toBeUndefined();
    expect(mercadoPagoConfig({ ...base, MERCADOPAGO_WEBHOOK_SECRET: ' ' })).toBeUndefined();
  });

  it('gives every tenant the default account, and a tenant its own where it names one', () => {
    const config = mercadoPagoConfig({
      ...base,
      MERCADOPAGO_ACCESS_TOKEN_BR: 'APP_USR-br',
      MERCADOPAGO_WEBHOOK_SECRET_BR: 'secret-br',
    });
    expect(config?.accounts.get('mx')).toEqual({ accessToken: 'APP_USR-1', webhookSecret: 'secret' });
    expect(config?.accounts.get('br')).toEqual({ accessToken: 'APP_USR-br', webhookSecret: 'secret-br' });
  });

  it('configures one tenant alone', () => {
    const config = mercadoPagoConfig({ MERCADOPAGO_ACCESS_TOKEN_MX: 'a', MERCADOPAGO_WEBHOOK_SECRET_MX: 'b' });
    expect([...(config?.accounts.keys() ?? [])]).toEqual(['mx']);
  });

  it('holds an order MERCADOPAGO_HOLD_MINUTES, 60 unless told', () => {
    expect(mercadoPagoConfig(base)?.holdMinutes).toBe(60);
    expect(mercadoPagoConfig({ ...base, MERCADOPAGO_HOLD_MINUTES: '15' })?.holdMinutes).toBe(15);
    expect(mercadoPagoConfig({ ...base, MERCADOPAGO_HOLD_MINUTES: 'soon' })?.holdMinutes).toBe(60);
  });

  it('takes another API only over https, or http on loopback; any other turns it off', () => {
    expect(mercadoPagoConfig(base)?.apiUrl).toBeUndefined();
    expect(mercadoPagoConfig({ ...base, MERCADOPAGO_API_URL: 'http://127.0.0.1:4000/' })?.apiUrl).toBe(
      'http://127.0.0.1:4000',
    );
    expect(mercadoPagoConfig({ ...base, MERCADOPAGO_API_URL: 'https://mp.example/api' })?.apiUrl).toBe(
      'https://mp.example/api',
    );
    expect(mercadoPagoConfig({ ...base, MERCADOPAGO_API_URL: 'http://mp.example' })).toBeUndefined();
    expect(mercadoPagoConfig({ ...base, MERCADOPAGO_RETURN_ORIGIN: 'http://shop.example' })?.returnOrigin).toBe(
      undefined,
    );
  });
});

describe('the Mercado Pago adapter', () => {
  const offered = (env: NodeJS.ProcessEnv, tenant: string, currency: string) =>
    paymentAdapters(env)
      .filter((adapter) => adapter.offered({ tenant, currency, allLinesCollected: false }))
      .map((adapter) => adapter.method)
      .includes('mercadoPago');

  it.each([
    ['mx with the default account', base, 'mx', 'MXN', true],
    ['br, by card', base, 'br', 'BRL', true],
    ['cl (Webpay’s)', base, 'cl', 'CLP', false],
    [
      'obra when only br has an account',
      { MERCADOPAGO_ACCESS_TOKEN_BR: 'a', MERCADOPAGO_WEBHOOK_SECRET_BR: 'b' },
      'obra',
      'BRL',
      false,
    ],
    ['nowhere when not configured', {}, 'mx', 'MXN', false],
  ])('%s: %s', (_, env, tenant, currency, expected) => {
    expect(offered(env, tenant, currency)).toBe(expected);
  });

  it('holds its order for the configured minutes', async () => {
    const adapter = paymentAdapters({ ...base, MERCADOPAGO_HOLD_MINUTES: '45' }).find(
      (one) => one.method === 'mercadoPago',
    );
    const request = { tenant: 'mx', orderNumber: 'MX-1', amount: 1, currency: 'MXN', allLinesCollected: false };
    expect(await adapter?.start(request)).toEqual({ status: 'pendingPayment', holdMinutes: 45 });
  });
});
