import { outboxSender } from './outbox';
import { smtpSender } from './smtp';
import type { EmailSender } from './types';

export type { EmailImage, EmailMessage, EmailSender } from './types';

let smtp: { url: string; sender: EmailSender } | undefined;

/**
 * The configured sender: SMTP when SMTP_URL is set, else the outbox folder OUTBOX_DIR (default
 * data/outbox/). The SMTP transport is made once per URL and reused by every request.
 */
export function emailSender(env: NodeJS.ProcessEnv = process.env): EmailSender {
  const url = env.SMTP_URL?.trim();
  if (!url) return outboxSender(env.OUTBOX_DIR ?? 'data/outbox');
  if (smtp?.url !== url) smtp = { url, sender: smtpSender(url) };
  return smtp.sender;
}
