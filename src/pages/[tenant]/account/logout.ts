import type { APIRoute } from 'astro';
import { logoutForm } from '../../../server/accounts/account-forms';

/** The account page's logout form. */
export const POST: APIRoute = (astro) => logoutForm(astro);
