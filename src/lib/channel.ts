import { z } from 'astro/zod';

export { channelFromWidth, mobileBelowWidth, type WindowChannel } from './window-channel';

/** docs/tenants.md: the channel header sent with every call; TABLET exists as a header value only. */
export const channelSchema = z.enum(['WEB', 'MOBILE', 'TABLET']);
export type Channel = z.infer<typeof channelSchema>;

/** Reads a channel header value, case-insensitively; missing or unknown values are WEB. */
export function parseChannel(value: string | null | undefined): Channel {
  const parsed = channelSchema.safeParse(value?.trim().toUpperCase());
  return parsed.success ? parsed.data : 'WEB';
}
