import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from './client-address';

const call = (forwardedFor?: string, socket = '10.0.0.9') => ({
  request: new Request(
    'http://localhost/',
    forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } },
  ),
  clientAddress: socket,
});

describe('clientAddress', () => {
  it('is the socket’s address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(call('203.0.113.5'), {})).toBe('10.0.0.9');
    expect(clientAddress(call('203.0.113.5'), { TRUST_PROXY: '0' })).toBe('10.0.0.9');
  });

  it('is the address the one proxy saw, not what the caller wrote before it', () => {
    // nginx appends the address it was called from to whatever the caller sent
    expect(clientAddress(call('198.51.100.1, 203.0.113.5'), { TRUST_PROXY: '1' })).toBe('203.0.113.5');
    expect(clientAddress(call('203.0.113.5'), { TRUST_PROXY: '1' })).toBe('203.0.113.5');
  });

  it('counts the proxies from the end: behind a CDN and nginx, the address the CDN saw', () => {
    expect(clientAddress(call('198.51.100.1, 203.0.113.5, 192.0.2.40'), { TRUST_PROXY: '2' })).toBe('203.0.113.5');
  });

  it('falls back to the socket when the header is missing or shorter than the proxies trusted', () => {
    expect(clientAddress(call(undefined), { TRUST_PROXY: '1' })).toBe('10.0.0.9');
    expect(clientAddress(call('203.0.113.5'), { TRUST_PROXY: '2' })).toBe('10.0.0.9');
  });

  it('answers one shared "unknown" when the adapter has no socket address', () => {
    const noSocket = {
      request: new Request('http://localhost/'),
      get clientAddress(): string {
        throw new Error('no address');
      },
    };
    expect(clientAddress(noSocket, {})).toBe('unknown');
  });
});

describe('trustedProxies', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
    ['true', 0],
    ['10', 0],
  ])('reads %j as %i', (setting, proxies) => {
    expect(trustedProxies(setting)).toBe(proxies);
  });
});
