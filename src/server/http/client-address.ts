import type { APIContext } from 'astro';

/**
 * The caller's address, for the limits counted per client (logins, reviews, order lookups).
 *
 * Without TRUST_PROXY it is the socket's, which nobody can forge. Behind proxies, TRUST_PROXY says
 * how many stand in front of the server (1: nginx; 2: a CDN, then nginx). Each one appends the
 * address it was called from to X-Forwarded-For, so the address the outermost one saw is that
 * many entries from the end. What a client wrote into the header itself comes before those
 * entries and is never read: a guesser cannot make each try look like another client.
 */
export function clientAddress(astro: Pick<APIContext, 'request' | 'clientAddress'>, env = process.env): string {
  const proxies = trustedProxies(env.TRUST_PROXY);
  if (proxies > 0) {
    const chain = (astro.request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const seen = chain[chain.length - proxies];
    if (seen !== undefined) return seen.slice(0, 64);
  }
  try {
    return astro.clientAddress.slice(0, 64);
  } catch {
    // An adapter without socket addresses: every caller shares one counter rather than none.
    return 'unknown';
  }
}

/** TRUST_PROXY as a count of proxies: unset, 0 or anything but a small number trusts none. */
export function trustedProxies(setting: string | undefined): number {
  return setting !== undefined && /^[1-9]$/.test(setting.trim()) ? Number(setting.trim()) : 0;
}
