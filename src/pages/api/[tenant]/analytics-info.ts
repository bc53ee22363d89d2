import { analyticsInfoEndpoint } from '../../../server/accounts/session-endpoints';

/** spec §7 analytics-info (legacy path): GET what analytics may know of the visitor. */
export const GET = analyticsInfoEndpoint;
