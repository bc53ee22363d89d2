import type { APIContext } from 'astro';

/**
 * Whether a cookie set in answer to this request gets `Secure`: when the shopper reached us over
 * https, directly or through the proxy that ended TLS and says so in `X-Forwarded-Proto` (the
 * request itself then comes over plain http). A spoofed header only makes the cookie stricter for
 * whoever spoofed it. Every cookie the storefront sets asks here.
 */
export function isHttps(context: Pick<APIContext, 'url' | 'request'>): boolean {
  const forwarded = context.request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return context.url.protocol === 'https:' || forwarded === 'https';
}
