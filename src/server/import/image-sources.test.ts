import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ImageServer, startImageServer } from '../../../tests/support/image-server';
import { solidPng } from '../../../tests/support/solid-png';
import { fetchImage } from './fetch-image';
import { allowedInternalHosts, isInternalAddress, refusedSource } from './image-sources';

describe('isInternalAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('%s is internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '200.14.84.1', '172.32.0.1', '2800:3f0:4001:81e::2004', '::ffff:8.8.4.4'])(
    '%s is public',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );
});

describe('refusedSource', () => {
  const none = new Set<string>();
  it('refuses an internal address written in the URL, and what is not http(s)', () => {
    expect(refusedSource(new URL('http://10.0.0.5/admin'), none)).toMatch(/internal network; IMPORT_IMAGE_HOSTS/);
    expect(refusedSource(new URL('http://[::1]:8080/a.png'), none)).toMatch(/internal network/);
    expect(refusedSource(new URL('ftp://example.com/a.png'), none)).toMatch(/not an http or https address/);
  });

  it('lets through a host IMPORT_IMAGE_HOSTS names, and a name (its address is checked when connecting)', () => {
    expect(refusedSource(new URL('http://127.0.0.1:8080/a.png'), allowedInternalHosts('media.lan, 127.0.0.1'))).toBe(
      undefined,
    );
    expect(refusedSource(new URL('https://cdn.example.com/a.png'), none)).toBe(undefined);
  });
});

describe('fetchImage from an internal network', () => {
  let images: ImageServer;
  const limits = { maxBytes: 100_000, timeoutMs: 5_000 };
  beforeAll(async () => {
    images = await startImageServer();
    images.put('/front.png', solidPng([200, 30, 30], 16));
  });
  afterAll(() => images.stop());
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const port = () => new URL(images.origin).port;

  it('asks nothing of a loopback host the setting does not name', async () => {
    vi.stubEnv('IMPORT_IMAGE_HOSTS', '');
    const fetched = await fetchImage(`${images.origin}/front.png`, undefined, limits);
    expect(fetched).toEqual({ status: 'refused', reason: expect.stringMatching(/internal network/) });
    expect(images.served('/front.png')).toBe(0);
  });

  it('refuses a name that resolves to an internal address, when connecting', async () => {
    vi.stubEnv('IMPORT_IMAGE_HOSTS', '');
    const fetched = await fetchImage(`http://localhost:${port()}/front.png`, undefined, limits);
    expect(fetched).toEqual({ status: 'refused', reason: expect.stringMatching(/internal network/) });
    expect(images.served('/front.png')).toBe(0);
  });

  it('refuses a redirect from a named host to one that is not', async () => {
    vi.stubEnv('IMPORT_IMAGE_HOSTS', 'localhost');
    const target = encodeURIComponent(`http://127.0.0.1:${port()}/front.png`);
    const fetched = await fetchImage(`http://localhost:${port()}/redirect?to=${target}`, undefined, limits);
    expect(fetched).toEqual({ status: 'refused', reason: expect.stringMatching(/127\.0\.0\.1.*internal network/) });
    expect(images.served('/front.png')).toBe(0);
  });

  it('fetches from a host the setting names, following its redirect', async () => {
    vi.stubEnv('IMPORT_IMAGE_HOSTS', '127.0.0.1');
    const target = encodeURIComponent(`${images.origin}/front.png`);
    const fetched = await fetchImage(`${images.origin}/redirect?to=${target}`, undefined, limits);
    expect(fetched).toMatchObject({ status: 'fetched', extension: 'png' });
    expect(images.served('/front.png')).toBe(1);
  });
});
