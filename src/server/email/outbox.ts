import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { EmailMessage, EmailSender } from './types';

/** RFC 2047: a header with accents or "ç" travels as base64 UTF-8. */
function headerText(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Header values never carry a line break: a name or subject cannot inject headers. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** The message as an .eml file (RFC 5322 headers, UTF-8 text body), openable by any mail client. */
export function toEml(message: EmailMessage, id: string, date: Date): string {
  const domain = message.from.address.split('@')[1] ?? 'localhost';
  const headers = [
    `Message-ID: <${id}@${domain}>`,
    `Date: ${date.toUTCString()}`,
    `From: ${headerText(oneLine(message.from.name))} <${oneLine(message.from.address)}>`,
    `To: <${oneLine(message.to)}>`,
    `Subject: ${headerText(oneLine(message.subject))}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    `Content-Language: ${message.lang}`,
    `X-Andamio-Tenant: ${oneLine(message.tenant)}`,
  ];
  const body = message.text.replace(/\r?\n/g, '\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
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
      await writeFile(`${target}.tmp`, toEml(message, id, date), 'utf8');
      await rename(`${target}.tmp`, target);
    },
  };
}
