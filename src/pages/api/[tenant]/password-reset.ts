import { passwordResetEndpoint } from '../../../server/accounts/reset-endpoints';

/** docs/accounts-and-lists.md: POST `{ email }` sends a one-time reset link when the account exists; the answer never says. */
export const POST = passwordResetEndpoint;
