import { sessionEndpoint } from '../../../server/accounts/session-endpoints';

/** docs/accounts-and-lists.md fetchSessionInfo: GET the shopper's session (customer, guest or nobody) and the login options. */
export const GET = sessionEndpoint;
