import { socialLoginEndpoint } from '../../../server/accounts/social-login-routes';

/** docs/accounts-and-lists.md: POST starts a social login (OpenID Connect, scope openid email profile) where allowed and configured. */
export const POST = socialLoginEndpoint;
