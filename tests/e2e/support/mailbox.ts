import type { ReceivedMail } from '../../support/loopback-smtp';

/**
 * The loopback SMTP mailbox of the browser tests (tests/support/smtp-mailbox.ts): the storefront
 * under test mails through it, on ports beside the run's own so parallel runs keep their mail apart.
 */
export function mailboxPorts(storefrontPort: number): { smtp: number; http: number } {
  return { smtp: storefrontPort + 1100, http: storefrontPort + 1101 };
}

const mailboxOrigin = `http://127.0.0.1:${mailboxPorts(Number(process.env.E2E_PORT ?? 4399)).http}`;

/** The messages to `to` that the mailbox received at or after `since` (epoch ms), oldest first. */
export async function mailTo(to: string, since = 0): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxOrigin}/messages?${new URLSearchParams({ to, since: String(since) })}`);
  if (!response.ok) throw new Error(`The test mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/** The newest message to `to` in `tenant` received since `since` (the storefront names its tenant in a header). */
export async function latestMailTo(tenant: string, to: string, since: number): Promise<ReceivedMail | undefined> {
  return (await mailTo(to, since)).filter((mail) => mail.headers['x-andamio-tenant'] === tenant).at(-1);
}
