import { z } from 'astro/zod';
import { breakpoints } from './constants';

/** spec §7: the channel header sent with every call; TABLET exists as a header value only. */
export const channelSchema = z.enum(['WEB', 'MOBILE', 'TABLET']);
export type Channel = z.infer<typeof channelSchema>;

/** The channels this storefront derives itself from the window width. */
export type WindowChannel = Extract<Channel, 'WEB' | 'MOBILE'>;

/** spec §7: MOBILE when the window is narrower than the tablet breakpoint. */
export const mobileBelowWidth = breakpoints.tablet;

/** WEB or MOBILE from the window width in CSS pixels; a width that is not a number reads as WEB. */
export function channelFromWidth(width: number): WindowChannel {
  return width < mobileBelowWidth ? 'MOBILE' : 'WEB';
}

/** Reads a channel header value, case-insensitively; missing or unknown values are WEB. */
export function parseChannel(value: string | null | undefined): Channel {
  const parsed = channelSchema.safeParse(value?.trim().toUpperCase());
  return parsed.success ? parsed.data : 'WEB';
}
