import { isLoopbackHost } from '../accounts/social-login';

/**
 * What every payment provider's settings are read with. A provider's address must be https:
 * card data and payment notices travel there. Plain http is accepted on loopback alone, where the
 * tests' stand-ins listen; anything else reads as not configured.
 */
export function providerUrl(text: string | undefined): URL | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
    return secure ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A hold in whole minutes (a Pix charge's expiry is whole seconds): a positive integer, else the provider's default. */
export function holdMinutes(text: string | undefined, fallback: number): number {
  const minutes = Number(text ?? fallback);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : fallback;
}
