import { analyticsInfoEndpoint } from '../../../../server/accounts/session-endpoints';

/** docs/tracking-and-ads.md analytics-info, v1 path: the same answer as the legacy one. */
export const GET = analyticsInfoEndpoint;
