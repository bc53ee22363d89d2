import { analyticsInfoEndpoint } from '../../../server/accounts/session-endpoints';

/** docs/tracking-and-ads.md analytics-info (legacy path): GET what analytics may know of the visitor. */
export const GET = analyticsInfoEndpoint;
