import { describe, expect, it } from 'vitest';
import { pixConfig } from './pix-config';

const env = {
  PIX_API_URL: 'https://pix.example.com/api/',
  PIX_CLIENT_ID: 'client',
  PIX_CLIENT_SECRET: 'secret',
  PIX_KEY: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  PIX_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters',
};

describe('pixConfig', () => {
  it('reads a PSP with its defaults: the token endpoint beside the API, 30 minutes, São Paulo', () => {
    expect(pixConfig(env)).toEqual({
      apiUrl: 'https://pix.example.com/api',
      tokenUrl: 'https://pix.example.com/api/oauth/token',
      clientId: 'client',
      clientSecret: 'secret',
      key: env.PIX_KEY,
      webhookSecret: env.PIX_WEBHOOK_SECRET,
      expiryMinutes: 30,
      merchantCity: 'SAO PAULO',
    });
  });

  it('takes a token endpoint, a time to pay and a city of its own', () => {
    expect(
      pixConfig({
        ...env,
        PIX_TOKEN_URL: 'https://auth.example.com/oauth/token',
        PIX_EXPIRY_MINUTES: '15',
        PIX_MERCHANT_CITY: 'Ribeirão Preto do Sul',
      }),
    ).toMatchObject({
      tokenUrl: 'https://auth.example.com/oauth/token',
      expiryMinutes: 15,
      merchantCity: 'RIBEIRAO PRETO',
    });
  });

  it.each([
    ['no API', { PIX_API_URL: '' }],
    ['plain http away from this machine', { PIX_API_URL: 'http://pix.example.com/api' }],
    ['no client id', { PIX_CLIENT_ID: ' ' }],
    ['no key', { PIX_KEY: '' }],
    ['no webhook secret', { PIX_WEBHOOK_SECRET: '' }],
    ['a webhook secret too short to guard the webhook', { PIX_WEBHOOK_SECRET: 'short' }],
    ['a token endpoint over plain http', { PIX_TOKEN_URL: 'http://auth.example.com/token' }],
  ])('is off with %s', (_, change) => {
    expect(pixConfig({ ...env, ...change })).toBeUndefined();
  });

  it('speaks plain http to a stand-in on this machine, and falls back to 30 minutes for a time that is none', () => {
    expect(pixConfig({ ...env, PIX_API_URL: 'http://127.0.0.1:4000', PIX_EXPIRY_MINUTES: '-5' })).toMatchObject({
      apiUrl: 'http://127.0.0.1:4000',
      expiryMinutes: 30,
    });
  });
});
