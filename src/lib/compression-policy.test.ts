import { describe, expect, it } from 'vitest';
import {
  type CompressionCandidate,
  minCompressedBytes,
  shouldCompress,
  variesByEncoding,
  varyAlso,
} from './compression-policy';

const page: CompressionCandidate = {
  method: 'GET',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  contentLength: null,
  contentEncoding: null,
};

describe('shouldCompress', () => {
  it.each([
    'text/html; charset=utf-8',
    'application/json',
    'application/json; charset=utf-8',
    'text/css',
    'application/javascript',
    'image/svg+xml',
    'application/xml',
    'text/plain',
  ])('compresses a streamed %s answer', (contentType) => {
    expect(shouldCompress({ ...page, contentType })).toBe(true);
  });

  it.each(['image/jpeg', 'image/avif', 'image/webp', 'video/mp4', 'font/woff2', 'application/octet-stream'])(
    'leaves %s alone: it is compressed already',
    (contentType) => {
      expect(shouldCompress({ ...page, contentType })).toBe(false);
      expect(variesByEncoding({ ...page, contentType })).toBe(false);
    },
  );

  it('leaves an answer without a type, an encoded one, a HEAD, a 204 and a 304 alone', () => {
    expect(shouldCompress({ ...page, contentType: null })).toBe(false);
    expect(shouldCompress({ ...page, contentEncoding: 'br' })).toBe(false);
    expect(shouldCompress({ ...page, method: 'HEAD' })).toBe(false);
    expect(shouldCompress({ ...page, status: 204 })).toBe(false);
    expect(shouldCompress({ ...page, status: 304 })).toBe(false);
  });

  it('compresses error pages and redirects with a body like any other page', () => {
    expect(shouldCompress({ ...page, status: 404 })).toBe(true);
    expect(shouldCompress({ ...page, status: 500 })).toBe(true);
  });

  it('leaves a small answer alone, and compresses one of the threshold', () => {
    expect(shouldCompress({ ...page, contentLength: minCompressedBytes - 1 })).toBe(false);
    expect(shouldCompress({ ...page, contentLength: minCompressedBytes })).toBe(true);
  });

  it('says an encoded or small answer still varies by encoding: another client may get another form', () => {
    expect(variesByEncoding({ ...page, contentEncoding: 'br' })).toBe(true);
    expect(variesByEncoding({ ...page, contentLength: 10 })).toBe(true);
  });
});

describe('varyAlso', () => {
  it('adds the header name once, whatever its case', () => {
    expect(varyAlso(null, 'accept-encoding')).toBe('accept-encoding');
    expect(varyAlso('cookie', 'accept-encoding')).toBe('cookie, accept-encoding');
    expect(varyAlso('Cookie, Accept-Encoding', 'accept-encoding')).toBe('Cookie, Accept-Encoding');
    expect(varyAlso('*', 'accept-encoding')).toBe('*');
  });
});
