import { isSameSite } from '../../lib/click-stream';
import type { Tenant } from '../../tenants/schema';
import { ApiError, type ApiErrorDetail, apiErrorCodes } from '../api/errors';

/**
 * The hosts a tenant's pages are served from: its domain (bare and www), its SEO domain, and
 * the host this request came to (the API is same-origin with the pages that call it).
 */
export function siteHosts(tenant: Pick<Tenant, 'domain' | 'seoDomain'>, requestUrl: URL): string[] {
  return [tenant.domain, `www.${tenant.domain}`, new URL(tenant.seoDomain).host, requestUrl.host];
}

/** A page address of another site refused, naming its field (docs/tracking-and-ads.md page_url: same-site or relative). */
export function offSiteError(field: string): ApiErrorDetail {
  return { code: apiErrorCodes.validation, key: 'validation.clickStream.pageUrlSite', field };
}

export function checkSameSite(urls: readonly { url: string; field: string }[], hosts: readonly string[]): void {
  const errors = urls.filter(({ url }) => !isSameSite(url, hosts)).map(({ field }) => offSiteError(field));
  if (errors.length > 0) throw new ApiError(400, errors);
}
