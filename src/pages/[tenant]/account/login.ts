import type { APIRoute } from 'astro';
import { loginForm } from '../../../server/accounts/account-forms';

/** The account page's login form (spec §6, §8), without JavaScript. */
export const POST: APIRoute = (astro) => loginForm(astro);
