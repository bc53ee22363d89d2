import type { Tenant } from '../../tenants/schema';

/**
 * The absolute address links in emails and provider redirects point to: SITE_URL when set
 * (a local or staging deployment, e.g. http://localhost:4321), else the tenant's public domain.
 * Never the request's Host header: a forged Host would send reset links to someone else's site.
 */
export function siteUrl(tenant: Pick<Tenant, 'seoDomain'>, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: fall back to the tenant's domain rather than write broken links
    }
  }
  return new URL(tenant.seoDomain).origin;
}
