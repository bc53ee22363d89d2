import { createTransport } from 'nodemailer';
import { mailOptions } from './mail-options';
import type { EmailSender } from './types';

/**
 * Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://...` for
 * implicit TLS; nodemailer reads the options from it). The same headers as the outbox adapter
 * travel along, so a mailbox can be filtered by site and language alike.
 */
export function smtpSender(url: string): EmailSender {
  const transport = createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(mailOptions(message));
    },
  };
}
