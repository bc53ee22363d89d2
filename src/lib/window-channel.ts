import { breakpoints } from './constants';

/** The channels this storefront derives itself from the window width (no zod here: islands import it). */
export type WindowChannel = 'WEB' | 'MOBILE';

/** docs/tenants.md: MOBILE when the window is narrower than the tablet breakpoint. */
export const mobileBelowWidth = breakpoints.tablet;

/** WEB or MOBILE from the window width in CSS pixels; a width that is not a number reads as WEB. */
export function channelFromWidth(width: number): WindowChannel {
  return width < mobileBelowWidth ? 'MOBILE' : 'WEB';
}
