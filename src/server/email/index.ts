import { outboxSender } from './outbox';
import type { EmailSender } from './types';

export type { EmailMessage, EmailSender } from './types';

/** The configured sender: today the outbox folder OUTBOX_DIR (default data/outbox/). */
export function emailSender(env: NodeJS.ProcessEnv = process.env): EmailSender {
  return outboxSender(env.OUTBOX_DIR ?? 'data/outbox');
}
