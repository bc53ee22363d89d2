import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ReceivedMail, readMail } from './read-mail.ts';

export type { ReceivedMail } from './read-mail.ts';

export interface LoopbackSmtp {
  /** The SMTP_URL to start the server under test with. */
  url: string;
  port: number;
  mail: ReceivedMail[];
  /** The first message to an address received after `since` messages, waiting up to `timeoutMs`. */
  waitForMail(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  /**
   * Holds every message from now on before accepting it, as a slow mail server does: the sender
   * waits for its answer until the returned function is called.
   */
  hold(): () => void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives in memory, so tests see
 * what a mailbox would. No TLS and no login: loopback only. Port 0 picks a free port.
 */
export async function startLoopbackSmtp(port = 0): Promise<LoopbackSmtp> {
  const mail: ReceivedMail[] = [];
  let held: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        held
          .then(() => readMail(Buffer.concat(chunks), to))
          .then(
            (received) => {
              mail.push(received);
              callback();
            },
            (error: Error) => callback(error),
          );
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
    hold() {
      let release!: () => void;
      held = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
