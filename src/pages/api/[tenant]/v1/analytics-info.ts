import { analyticsInfoEndpoint } from '../../../../server/accounts/session-endpoints';

/** spec §7 analytics-info, v1 path: the same answer as the legacy one. */
export const GET = analyticsInfoEndpoint;
