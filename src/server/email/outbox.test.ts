import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMail } from '../../../tests/support/read-mail';
import { outboxSender, toEml } from './outbox';
import type { EmailMessage } from './types';

const dir = mkdtempSync(join(tmpdir(), 'andamio-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const message: EmailMessage = {
  from: { name: 'Andamio Brasil', address: 'no-reply@andamio.com.br' },
  to: 'ana@andamio.test',
  subject: 'Redefina sua senha da Andamio Brasil',
  text: 'Olá, Ana:\n\nhttps://www.andamio.com.br/br/password-reset?token=abc',
  lang: 'pt',
  tenant: 'br',
};

describe('the outbox email adapter', () => {
  it('writes an .eml file a mail client reads: headers, language, the text and the HTML alternative', async () => {
    await outboxSender(join(dir, 'nested', 'outbox')).send({ ...message, html: '<p>Olá, Ana:</p>' });
    const files = readdirSync(join(dir, 'nested', 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await readMail(readFileSync(join(dir, 'nested', 'outbox', files[0] as string)));
    expect(mail.to).toEqual(['ana@andamio.test']);
    expect(mail.subject).toBe('Redefina sua senha da Andamio Brasil');
    expect(mail.headers).toMatchObject({ 'content-language': 'pt', 'x-andamio-tenant': 'br' });
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toBe('Olá, Ana:\n\nhttps://www.andamio.com.br/br/password-reset?token=abc');
    expect(mail.html).toBe('<p>Olá, Ana:</p>');
  });

  it('sends pictures inline by content id', async () => {
    const content = Buffer.from('89504e470d0a1a0a', 'hex');
    const eml = await toEml(
      {
        ...message,
        html: '<img src="cid:qr">',
        images: [{ cid: 'qr', filename: 'qr.png', contentType: 'image/png', content }],
      },
      'id2',
      new Date(),
    );
    const mail = await readMail(eml);
    expect(mail.images).toEqual([{ cid: 'qr', contentType: 'image/png', size: content.length }]);
  });

  it('encodes accented headers (RFC 2047) and keeps line breaks out of them', async () => {
    const eml = await toEml(
      {
        ...message,
        subject: 'Restablece tu contraseña\r\nBcc: x@evil.test',
        from: { ...message.from, name: 'Homy Perú' },
      },
      'id1',
      new Date('2025-01-02T03:04:05Z'),
    );
    const headers = eml.toString('utf8').split('\r\n\r\n')[0] as string;
    expect(headers).not.toMatch(/^Bcc:/m);
    expect(headers).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m);
    const mail = await readMail(eml);
    expect(mail.subject).toBe('Restablece tu contraseña Bcc: x@evil.test');
    expect(mail.headers.from).toBe('"Homy Perú" <no-reply@andamio.com.br>');
    expect(headers).toContain('Date: Thu, 02 Jan 2025 03:04:05 +0000');
    expect(headers).toContain('Message-ID: <id1@andamio.com.br>');
  });
});
