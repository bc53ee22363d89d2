import { createServer } from 'node:http';
import { startLoopbackSmtp } from './loopback-smtp.ts';

/**
 * The browser tests' mailbox: a real SMTP server on loopback that the storefront under test mails
 * through (SMTP_URL), and a small HTTP reader of what it received, so specs running in other
 * processes see the same mailbox. Started by playwright.config.ts as a web server:
 *
 *   SMTP_MAILBOX_SMTP_PORT=5499 SMTP_MAILBOX_HTTP_PORT=5500 node tests/support/smtp-mailbox.ts
 *
 * GET /messages?to=<address>&since=<epoch ms> answers the messages to that address received at
 * or after `since`, oldest first, as JSON.
 */
const smtpPort = Number(process.env.SMTP_MAILBOX_SMTP_PORT);
const httpPort = Number(process.env.SMTP_MAILBOX_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('SMTP_MAILBOX_SMTP_PORT and SMTP_MAILBOX_HTTP_PORT are required');

const smtp = await startLoopbackSmtp(smtpPort);

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method !== 'GET' || url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const since = Number(url.searchParams.get('since') ?? 0);
  const found = smtp.mail.filter((mail) => (!to || mail.to.includes(to)) && mail.receivedAt >= since);
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  void smtp.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
