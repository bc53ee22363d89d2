import type { Tenant } from '../tenants/schema';

/**
 * What a tenant allows, read from its validated configuration (spec §6, §9). The rules read
 * the flags, never the tenant id, so a country changes its behaviour in its tenant file.
 */
type Flags = Pick<Tenant, 'flags'>;

/** spec §6: company login is not allowed in Uruguay and Brazil. */
export function allowsCompanyLogin(tenant: Flags): boolean {
  return tenant.flags.companyLogin;
}

/** spec §6: social login is disabled in Colombia. */
export function allowsSocialLogin(tenant: Flags): boolean {
  return tenant.flags.socialLogin;
}

/** spec §6: the change-password link is hidden in Chile. */
export function showsChangePasswordLink(tenant: Flags): boolean {
  return tenant.flags.changePasswordLink;
}

/** spec §6: the order-list link is hidden in Uruguay. */
export function showsOrderListLink(tenant: Flags): boolean {
  return tenant.flags.orderListLink;
}

/** spec §9: instalments are offered in Mexico, Uruguay and Argentina. */
export function offersInstalments(tenant: Flags): boolean {
  return tenant.flags.instalments;
}

/** How the shopper tells us where to deliver: a postal code, or a region and city chosen from lists. */
export type LocationMode = 'zipCode' | 'region';

/** spec §9: Brazil and Mexico locate the shopper by zip code. */
export function locationMode(tenant: Flags): LocationMode {
  return tenant.flags.isZipCodeAvailable ? 'zipCode' : 'region';
}

/** spec §9: the catalogue's size attribute, "Talle" in Uruguay and "Talla" elsewhere. */
export function sizeAttributeName(tenant: Pick<Tenant, 'sizeAttributeName'>): Tenant['sizeAttributeName'] {
  return tenant.sizeAttributeName;
}

/** spec §6: ways to sign in. Guest-continue and password reset are offered everywhere and are not sign-ins. */
export type LoginMethod = 'person' | 'company' | 'social';

/** spec §6: the scope a social login asks for: public_profile and email, as OpenID Connect names them. */
export const socialLoginScope = ['openid', 'email', 'profile'] as const;

/** The sign-in methods the login form offers, in the order it shows them; a person can always sign in. */
export function loginMethods(tenant: Flags): readonly LoginMethod[] {
  return [
    'person',
    ...(allowsCompanyLogin(tenant) ? (['company'] as const) : []),
    ...(allowsSocialLogin(tenant) ? (['social'] as const) : []),
  ];
}
