import { sessionEndpoint } from '../../../server/accounts/session-endpoints';

/** spec §7 fetchSessionInfo: GET the shopper's session (customer, guest or nobody) and the login options. */
export const GET = sessionEndpoint;
