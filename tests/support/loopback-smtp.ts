import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as it reached the loopback SMTP server, headers and body decoded to text. */
export interface ReceivedMail {
  /** The envelope recipients (RCPT TO), lower case. */
  to: string[];
  subject: string;
  /** Header names in lower case, values unfolded and decoded. */
  headers: Record<string, string>;
  text: string;
  /** When the server took the message (epoch ms). */
  receivedAt: number;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Reads a single-part text message: enough for the plain-text emails the storefront sends. */
export function parseMail(raw: string, to: string[], receivedAt = Date.now()): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { to, subject: headers.subject ?? '', headers, text: text.replace(/\r\n/g, '\n'), receivedAt };
}

export interface LoopbackSmtp {
  /** The SMTP_URL to start the server under test with. */
  url: string;
  port: number;
  mail: ReceivedMail[];
  /** The first message to an address received after `since` messages, waiting up to `timeoutMs`. */
  waitForMail(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives in memory, so tests see
 * what a mailbox would. No TLS and no login: loopback only. Port 0 picks a free port.
 */
export async function startLoopbackSmtp(port = 0): Promise<LoopbackSmtp> {
  const mail: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mail.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mail,
    async waitForMail(to, { since = 0, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      const address = to.toLowerCase();
      while (Date.now() < deadline) {
        const found = mail.slice(since).find((message) => message.to.includes(address));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No email to ${to} reached the loopback SMTP server within ${timeoutMs / 1000} s`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
