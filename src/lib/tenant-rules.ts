import type { Tenant } from '../tenants/schema';

/**
 * What a tenant allows, read from its validated configuration (docs/tenants.md). The rules read
 * the flags, never the tenant id, so a country changes its behaviour in its tenant file.
 */
type Flags = Pick<Tenant, 'flags'>;

/** docs/tenants.md: company login is not allowed in Uruguay and Brazil. */
export function allowsCompanyLogin(tenant: Flags): boolean {
  return tenant.flags.companyLogin;
}

/** docs/tenants.md: social login is disabled in Colombia. */
export function allowsSocialLogin(tenant: Flags): boolean {
  return tenant.flags.socialLogin;
}

/** docs/tenants.md: the change-password link is hidden in Chile. */
export function showsChangePasswordLink(tenant: Flags): boolean {
  return tenant.flags.changePasswordLink;
}

/** docs/tenants.md: the order-list link is hidden in Uruguay. */
export function showsOrderListLink(tenant: Flags): boolean {
  return tenant.flags.orderListLink;
}

/** docs/tenants.md: instalments are offered in Mexico, Uruguay and Argentina. */
export function offersInstalments(tenant: Flags): boolean {
  return tenant.flags.instalments;
}

/** How the shopper tells us where to deliver: a postal code, or a region and city chosen from lists. */
export type LocationMode = 'zipCode' | 'region';

/** docs/tenants.md: Brazil and Mexico locate the shopper by zip code. */
export function locationMode(tenant: Flags): LocationMode {
  return tenant.flags.isZipCodeAvailable ? 'zipCode' : 'region';
}

/** docs/tenants.md: the catalogue's size attribute, "Talle" in Uruguay and "Talla" elsewhere. */
export function sizeAttributeName(tenant: Pick<Tenant, 'sizeAttributeName'>): Tenant['sizeAttributeName'] {
  return tenant.sizeAttributeName;
}

/** docs/tenants.md: ways to sign in. Guest-continue and password reset are offered everywhere and are not sign-ins. */
export type LoginMethod = 'person' | 'company' | 'social';

/** docs/tenants.md: the scope a social login asks for: public_profile and email, as OpenID Connect names them. */
export const socialLoginScope = ['openid', 'email', 'profile'] as const;

/** The sign-in methods the login form offers, in the order it shows them; a person can always sign in. */
export function loginMethods(tenant: Flags): readonly LoginMethod[] {
  return [
    'person',
    ...(allowsCompanyLogin(tenant) ? (['company'] as const) : []),
    ...(allowsSocialLogin(tenant) ? (['social'] as const) : []),
  ];
}
