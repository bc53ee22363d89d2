import type { APIRoute } from 'astro';
import { socialLoginCallback } from '../../../../server/accounts/social-login-routes';

/** The provider sends the shopper back here with a code (or an error) after signing in. */
export const GET: APIRoute = (astro) => socialLoginCallback(astro);
