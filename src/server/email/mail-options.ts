import type { SendMailOptions } from 'nodemailer';
import type { EmailMessage } from './types';

/**
 * The message as nodemailer takes it, for every adapter alike: the SMTP server and the outbox
 * folder get the same MIME message (text and HTML as alternatives, pictures inline), with the
 * headers that let a mailbox be filtered by site and language.
 */
export function mailOptions(message: EmailMessage): SendMailOptions {
  return {
    from: { name: message.from.name, address: message.from.address },
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.images?.length
      ? {
          attachments: message.images.map((image) => ({
            cid: image.cid,
            filename: image.filename,
            contentType: image.contentType,
            content: image.content,
            contentDisposition: 'inline' as const,
          })),
        }
      : {}),
    headers: { 'Content-Language': message.lang, 'X-Andamio-Tenant': message.tenant },
  };
}
