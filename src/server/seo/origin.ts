/**
 * The origin robots.txt and the sitemap index point crawlers to: SITE_URL when set (the
 * deployment's public address, the same variable emails use), else the request's own origin.
 * Set SITE_URL behind a shared cache: the Host header is the caller's to choose.
 */
export function publicOrigin(requestUrl: URL, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: the request's origin is still a working answer
    }
  }
  return requestUrl.origin;
}
