import { getTenant } from '../../tenants/registry';
import { defaultTenantId, type Tenant, tenantIds } from '../../tenants/schema';

/**
 * The one origin rule for every absolute link the storefront writes: canonical and alternate
 * links, sitemaps, robots.txt, emails and sign-in redirects. SITE_URL when set (a deployment
 * that serves every tenant under one address, a staging or local copy), else the tenant's
 * public domain. Never the request's Host header: it is the caller's to choose, so a forged
 * Host would otherwise point crawlers, shared caches and reset links at someone else's site.
 */
export function siteOrigin(tenant: Pick<Tenant, 'seoDomain'>, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: the tenant's domain still gives working links
    }
  }
  return new URL(tenant.seoDomain).origin;
}

/** An absolute URL on the tenant's site, by the rule above. */
export function siteHref(
  tenant: Pick<Tenant, 'seoDomain'>,
  path: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return new URL(path, siteOrigin(tenant, env)).href;
}

/**
 * The tenant whose site a host name is (its domain, www. or its public domain's host), for the
 * files that belong to a host rather than to a tenant path: robots.txt. Any other host (an
 * address on the local network, a load balancer's) is the default tenant's.
 */
export function tenantOfHost(host: string): Tenant {
  const name = host.toLowerCase().replace(/\.$/u, '');
  for (const id of tenantIds) {
    const tenant = getTenant(id);
    if (name === tenant.domain || name === `www.${tenant.domain}` || name === new URL(tenant.seoDomain).hostname)
      return tenant;
  }
  return getTenant(defaultTenantId);
}
