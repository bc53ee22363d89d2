import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type ReceivedMail, readMail } from '../support/read-mail';

/** The outbox folder the HTTP suite's storefront writes its emails into (.eml files), read as a mail client reads them. */
export const outboxDir = resolve(process.env.OUTBOX_DIR ?? 'data/outbox');

export function outboxFiles(): string[] {
  try {
    return readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

async function readOutbox(names: readonly string[]): Promise<(ReceivedMail & { file: string })[]> {
  return Promise.all(
    names.map(async (name) => {
      const raw = readFileSync(join(outboxDir, name));
      return { ...(await readMail(raw)), file: name };
    }),
  );
}

/** The emails to an address written since a listing of the outbox, oldest first. */
export async function newMail(before: readonly string[], to: string): Promise<ReceivedMail[]> {
  const seen = new Set(before);
  const mails = await readOutbox(
    outboxFiles()
      .filter((name) => !seen.has(name))
      .sort(),
  );
  return mails.filter((mail) => mail.to.includes(to.toLowerCase()));
}

/**
 * The emails to an address written since a listing of the outbox, once there is at least one: an
 * email the storefront sends after its answer (a password reset) is waited for, up to `timeoutMs`.
 */
export async function waitForNewMail(before: readonly string[], to: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await newMail(before, to);
    if (mails.length > 0 || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Emails whose subject or text mentions `text` (an order number), oldest first. */
export async function outboxMentions(text: string): Promise<ReceivedMail[]> {
  const mails = await readOutbox(outboxFiles().sort());
  return mails.filter((mail) => mail.subject.includes(text) || mail.text.includes(text));
}

/** Deletes the emails to an address. */
export async function removeMailTo(to: string): Promise<void> {
  for (const mail of await readOutbox(outboxFiles())) {
    if (mail.to.includes(to.toLowerCase())) rmSync(join(outboxDir, mail.file), { force: true });
  }
}
