import { passwordResetEndpoint } from '../../../server/accounts/reset-endpoints';

/** spec §6: POST `{ email }` sends a one-time reset link when the account exists; the answer never says. */
export const POST = passwordResetEndpoint;
