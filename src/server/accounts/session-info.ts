import { createHash } from 'node:crypto';
import {
  allowsSocialLogin,
  type LoginMethod,
  loginMethods,
  showsChangePasswordLink,
  showsOrderListLink,
} from '../../lib/tenant-rules';
import type { Tenant } from '../../tenants/schema';
import type { CurrentSession } from './current-session';
import type { SocialLoginConfig } from './social-login';
import { type Customer, type LoyaltyTier, toCustomer } from './users';

/** Who is shopping: a logged-in customer, a guest who chose to continue without an account, or nobody yet. */
export type SessionStatus = 'customer' | 'guest' | 'anonymous';

/** fetchSessionInfo (docs/accounts-and-lists.md): what the header, the login form and the account menu need. */
export interface SessionInfo {
  status: SessionStatus;
  loggedIn: boolean;
  customer: Customer | null;
  /** docs/accounts-and-lists.md: the sign-in methods of the tenant, in the order the form shows them. */
  loginMethods: readonly LoginMethod[];
  socialLogin: { allowed: boolean; configured: boolean; scope: readonly string[] };
  /** docs/accounts-and-lists.md: account-menu links; shown to a logged-in customer where the tenant allows them. */
  links: { changePassword: boolean; orderList: boolean };
  /** When the session ends if the shopper does nothing (it slides forward with each visit). */
  expiresAt: string | null;
}

function statusOf(session: CurrentSession | undefined): SessionStatus {
  if (session?.user) return 'customer';
  return session?.record.guest ? 'guest' : 'anonymous';
}

export function sessionInfo(
  tenant: Pick<Tenant, 'flags'>,
  session: CurrentSession | undefined,
  social: SocialLoginConfig | undefined,
): SessionInfo {
  const loggedIn = session?.user !== undefined;
  return {
    status: statusOf(session),
    loggedIn,
    customer: session?.user ? toCustomer(session.user) : null,
    loginMethods: loginMethods(tenant),
    socialLogin: {
      allowed: allowsSocialLogin(tenant),
      configured: social !== undefined,
      scope: social?.scope ?? [],
    },
    links: {
      changePassword: loggedIn && showsChangePasswordLink(tenant),
      orderList: loggedIn && showsOrderListLink(tenant),
    },
    expiresAt: session ? session.record.expiresAt.toISOString() : null,
  };
}

/** analytics-info (docs/accounts-and-lists.md): what analytics may know of the visitor, nothing that identifies a person. */
export interface AnalyticsInfo {
  status: SessionStatus;
  loggedIn: boolean;
  /** docs/accounts-and-lists.md click-stream "meta": a one-way hash of the customer id, stable for the customer, per tenant. */
  userIdHash: string | null;
  customerKind: Customer['kind'] | null;
  loyaltyTier: LoyaltyTier | null;
  specialistsCircleSegment: string | null;
  proBuyer: boolean;
}

export function userIdHash(tenant: string, userId: string): string {
  return createHash('sha256').update(`andamio:${tenant}:${userId}`).digest('hex');
}

export function analyticsInfo(tenant: Pick<Tenant, 'tenant'>, session: CurrentSession | undefined): AnalyticsInfo {
  const user = session?.user;
  const customer = user ? toCustomer(user) : undefined;
  return {
    status: statusOf(session),
    loggedIn: user !== undefined,
    userIdHash: user ? userIdHash(tenant.tenant, user.id) : null,
    customerKind: customer?.kind ?? null,
    loyaltyTier: customer?.loyaltyTier ?? null,
    specialistsCircleSegment: customer?.specialistsCircleSegment ?? null,
    proBuyer: customer?.proBuyer ?? false,
  };
}
