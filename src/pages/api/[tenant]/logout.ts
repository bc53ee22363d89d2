import { logoutEndpoint } from '../../../server/accounts/session-endpoints';

/** docs/accounts-and-lists.md: POST ends the session and clears its cookie. */
export const POST = logoutEndpoint;
