import { logoutEndpoint } from '../../../server/accounts/session-endpoints';

/** spec §7: POST ends the session and clears its cookie. */
export const POST = logoutEndpoint;
