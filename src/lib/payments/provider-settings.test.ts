import { describe, expect, it } from 'vitest';
import { holdMinutes, providerUrl } from './provider-settings';

describe("a payment provider's settings", () => {
  it('take an https address anywhere and http only on loopback', () => {
    expect(providerUrl('https://webpay3g.transbank.cl')?.origin).toBe('https://webpay3g.transbank.cl');
    expect(providerUrl('http://127.0.0.1:5599')?.origin).toBe('http://127.0.0.1:5599');
    expect(providerUrl('http://localhost:5599')?.origin).toBe('http://localhost:5599');
    expect(providerUrl('http://api.mercadopago.com')).toBeUndefined();
    expect(providerUrl('ftp://127.0.0.1')).toBeUndefined();
    expect(providerUrl('not a url')).toBeUndefined();
    expect(providerUrl(undefined)).toBeUndefined();
    expect(providerUrl('')).toBeUndefined();
  });

  it('read a hold as positive minutes, else the default', () => {
    expect(holdMinutes('45', 30)).toBe(45);
    expect(holdMinutes(undefined, 30)).toBe(30);
    for (const wrong of ['0', '-5', '1.5', 'soon', 'Infinity']) expect(holdMinutes(wrong, 30)).toBe(30);
  });
});
