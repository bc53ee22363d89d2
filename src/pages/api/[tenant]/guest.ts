import { guestEndpoint } from '../../../server/accounts/session-endpoints';

/** spec §6: POST continue as a guest. */
export const POST = guestEndpoint;
