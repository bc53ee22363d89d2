import type { Lang } from '../../lib/messages';

/** A picture sent inside the message (a QR code), shown by the HTML part as `cid:<cid>`. */
export interface EmailImage {
  cid: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One email, already written in the recipient's language: its text, and the same as HTML where it has one. */
export interface EmailMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html?: string;
  images?: readonly EmailImage[];
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
