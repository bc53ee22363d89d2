import { socialLoginEndpoint } from '../../../server/accounts/social-login-routes';

/** spec §6, §7: POST starts a social login (OpenID Connect, scope openid email profile) where allowed and configured. */
export const POST = socialLoginEndpoint;
