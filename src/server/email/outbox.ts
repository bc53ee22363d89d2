import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import { mailOptions } from './mail-options';
import type { EmailMessage, EmailSender } from './types';

// nodemailer's stream transport writes the message as SMTP would send it, into a buffer
const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/**
 * The message as an .eml file (RFC 5322, MIME built by nodemailer: headers encoded by RFC 2047,
 * text and HTML as alternatives), openable by any mail client.
 */
export async function toEml(message: EmailMessage, id: string, date: Date): Promise<Buffer> {
  const domain = message.from.address.split('@')[1] ?? 'localhost';
  const info = await composer.sendMail({ ...mailOptions(message), messageId: `<${id}@${domain}>`, date });
  return info.message as Buffer;
}

/**
 * Writes one file per message into a folder instead of sending it: developers and tests read
 * the mail there. The file appears whole (written aside, then renamed), never half-written.
 */
export function outboxSender(dir: string): EmailSender {
  const folder = resolve(dir);
  return {
    async send(message) {
      const date = new Date();
      const id = `${date.toISOString().replace(/[-:.]/g, '')}-${randomBytes(6).toString('hex')}`;
      await mkdir(folder, { recursive: true });
      const target = join(folder, `${id}.eml`);
      await writeFile(`${target}.tmp`, await toEml(message, id, date));
      await rename(`${target}.tmp`, target);
    },
  };
}
