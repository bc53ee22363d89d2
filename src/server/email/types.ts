import type { Lang } from '../../lib/messages';

/** One plain-text email, already written in the recipient's language. */
export interface EmailMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  lang: Lang;
  /** The tenant it is sent for, kept in a header so an outbox can be filtered by site. */
  tenant: string;
}

/**
 * Where emails go. The default writes them to an outbox folder; a provider (SMTP, an email API)
 * implements the same interface and is chosen in `emailSender()`.
 */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
