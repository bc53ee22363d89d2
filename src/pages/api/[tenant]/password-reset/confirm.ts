import { passwordResetConfirmEndpoint } from '../../../../server/accounts/reset-endpoints';

/** docs/accounts-and-lists.md: POST `{ token, password }` sets the new password from a reset link. */
export const POST = passwordResetConfirmEndpoint;
