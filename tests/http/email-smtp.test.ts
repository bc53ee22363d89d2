import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/messages';
import { hashPassword } from '../../src/server/accounts/password-hash';
import { getTenant } from '../../src/tenants/registry';
import { freePort } from '../support/free-port';
import { type LoopbackSmtp, startLoopbackSmtp } from '../support/loopback-smtp';
import { type RunningServer, startServer } from './server';
import { row, run } from './test-database';

/**
 * With SMTP_URL set, the storefront sends its emails through SMTP: a second server over the
 * same test database is started pointing at a real SMTP server on loopback, and the password
 * reset and notify-me emails are read as they arrive there.
 */
const runId = randomUUID().slice(0, 8);
let smtp: LoopbackSmtp;
let server: RunningServer;

const accounts = {
  cl: { email: `smtp.cl.${runId}@andamio.test`, name: 'Rosa' },
  br: { email: `smtp.br.${runId}@andamio.test`, name: 'Joana' },
};

/** A single-SKU product no store and no distribution centre has: its page offers notify-me. */
async function soldOut(tenant: string): Promise<{ skuId: string; name: string }> {
  const found = await row<{ skuid: string; name: string }>(
    `SELECT s.id AS skuid, p.name FROM skus s JOIN products p ON p.tenant = s.tenant AND p.id = s.product_id
      WHERE s.tenant = ? AND NOT EXISTS
        (SELECT 1 FROM stock k WHERE k.tenant = s.tenant AND k.sku_id = s.id AND k.quantity > 0)
      ORDER BY s.id LIMIT 1`,
    tenant,
  );
  if (!found) throw new Error(`No sold-out SKU in the test database for ${tenant}`);
  return { skuId: found.skuid, name: found.name };
}

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  const hash = await hashPassword('clave-inicial');
  for (const [tenant, account] of Object.entries(accounts)) {
    await run(
      `INSERT INTO users (tenant, id, email, password_hash, kind, tax_id, first_name, last_name, loyalty_tier,
         specialist_segment, pro_buyer, created_at) VALUES (?, ?, ?, ?, 'person', NULL, ?, 'Teste', NULL, NULL, 0, ?)`,
      tenant,
      `smtp-${runId}`,
      account.email,
      hash,
      account.name,
      new Date().toISOString(),
    );
  }
  server = await startServer(await freePort(), { SMTP_URL: smtp.url, WARM_UP: '0' });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  for (const table of ['sessions', 'password_resets', 'users']) {
    await run(`DELETE FROM ${table} WHERE ${table === 'users' ? 'id' : 'user_id'} = ?`, `smtp-${runId}`);
  }
  await run('DELETE FROM notify_me WHERE email LIKE ?', `%.${runId}@andamio.test`);
});

const post = (path: string, json: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });

describe.each([
  ['cl', 'es'],
  ['br', 'pt'],
] as const)('emails through SMTP in %s', (tenant, lang) => {
  const t = translator(lang);

  it('delivers the password reset link to the account’s address, in the tenant’s language', async () => {
    const account = accounts[tenant];
    const since = smtp.mail.length;
    expect((await post(`/api/${tenant}/password-reset`, { email: account.email })).status).toBe(200);
    const mail = await smtp.waitForMail(account.email, { since });
    expect(mail.subject).toBe(t('account.reset.email.subject', { siteName: getTenant(tenant).siteName }));
    expect(mail.headers['content-language']).toBe(lang);
    expect(mail.headers['x-andamio-tenant']).toBe(tenant);
    expect(mail.text).toContain(`${lang === 'es' ? 'Hola' : 'Olá'}, ${account.name}:`);
    expect(mail.text).toMatch(new RegExp(`/${tenant}/password-reset\\?token=[A-Za-z0-9_-]{43}`));
  });

  it('confirms a notify-me request with a link to the product, once per address', async () => {
    const product = await soldOut(tenant);
    const email = `aviso.${tenant}.${runId}@andamio.test`;
    const since = smtp.mail.length;
    expect((await post(`/api/${tenant}/variant-availability`, { skuId: product.skuId, email })).status).toBe(201);
    const mail = await smtp.waitForMail(email, { since });
    expect(mail.subject).toBe(t('notifyMe.email.subject', { product: product.name }));
    expect(mail.headers['content-language']).toBe(lang);
    expect(mail.text).toContain(product.name);
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/${tenant}/product/[^\\s]+${product.skuId}`));
    expect(mail.text).toContain(lang === 'es' ? 'Ver el producto' : 'Ver o produto');

    const count = smtp.mail.length;
    expect((await post(`/api/${tenant}/variant-availability`, { skuId: product.skuId, email })).status).toBe(200);
    await new Promise((done) => setTimeout(done, 500));
    expect(smtp.mail.slice(count).filter((message) => message.to.includes(email))).toEqual([]);
  });
});

describe('a password reset request', () => {
  it('is answered without waiting for its email, which follows: from the API and from the form', async () => {
    const account = accounts.cl;
    for (const request of [
      () => post('/api/cl/password-reset', { email: account.email }),
      () =>
        fetch(`${server.baseUrl}/cl/account/password-reset/request`, {
          method: 'POST',
          headers: { origin: server.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: account.email }),
          redirect: 'manual',
        }),
    ]) {
      const since = smtp.mail.length;
      // the mail server takes no message until released: an answer that waited for the email would never come
      const release = smtp.hold();
      let status: number;
      try {
        status = (await request()).status;
      } finally {
        release();
      }
      expect([200, 303]).toContain(status);
      const mail = await smtp.waitForMail(account.email, { since });
      expect(mail.text).toMatch(/\/cl\/password-reset\?token=[A-Za-z0-9_-]{43}/);
    }
  });
});
