import { guestEndpoint } from '../../../server/accounts/session-endpoints';

/** docs/accounts-and-lists.md: POST continue as a guest. */
export const POST = guestEndpoint;
