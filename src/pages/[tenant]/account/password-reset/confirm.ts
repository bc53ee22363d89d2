import type { APIRoute } from 'astro';
import { resetConfirmForm } from '../../../../server/accounts/account-forms';

/** Sets the new password a reset link allows. */
export const POST: APIRoute = (astro) => resetConfirmForm(astro);
