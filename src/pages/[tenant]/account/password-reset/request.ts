import type { APIRoute } from 'astro';
import { resetRequestForm } from '../../../../server/accounts/account-forms';

/** Asks for a password reset link by email. */
export const POST: APIRoute = (astro) => resetRequestForm(astro);
