import type { APIRoute } from 'astro';
import { socialLoginForm } from '../../../server/accounts/social-login-routes';

/** The login form's social button: on to the provider's sign-in page. */
export const POST: APIRoute = (astro) => socialLoginForm(astro);
