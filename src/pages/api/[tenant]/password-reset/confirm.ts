import { passwordResetConfirmEndpoint } from '../../../../server/accounts/reset-endpoints';

/** spec §6: POST `{ token, password }` sets the new password from a reset link. */
export const POST = passwordResetConfirmEndpoint;
