import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
  it('writes an .eml file with UTF-8 headers and body, in the message language', async () => {
    await outboxSender(join(dir, 'nested', 'outbox')).send(message);
    const files = readdirSync(join(dir, 'nested', 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(dir, 'nested', 'outbox', files[0] as string), 'utf8');
    expect(eml).toContain('To: <ana@andamio.test>\r\n');
    expect(eml).toContain('Subject: Redefina sua senha da Andamio Brasil\r\n');
    expect(eml).toContain('Content-Language: pt\r\n');
    expect(eml).toContain('X-Andamio-Tenant: br\r\n');
    expect(eml.split('\r\n\r\n').slice(1).join('\r\n\r\n')).toBe(
      'Olá, Ana:\r\n\r\nhttps://www.andamio.com.br/br/password-reset?token=abc\r\n',
    );
  });

  it('encodes accented headers (RFC 2047) and keeps line breaks out of them', () => {
    const eml = toEml(
      {
        ...message,
        subject: 'Restablece tu contraseña\r\nBcc: x@evil.test',
        from: { ...message.from, name: 'Homy Perú' },
      },
      'id1',
      new Date('2025-01-02T03:04:05Z'),
    );
    const headers = eml.split('\r\n\r\n')[0] as string;
    expect(headers).not.toMatch(/^Bcc:/m);
    const subject = headers.match(/^Subject: =\?UTF-8\?B\?(.+)\?=$/m)?.[1] ?? '';
    expect(Buffer.from(subject, 'base64').toString('utf8')).toBe('Restablece tu contraseña Bcc: x@evil.test');
    expect(headers).toContain('Date: Thu, 02 Jan 2025 03:04:05 GMT');
    expect(headers).toContain('Message-ID: <id1@andamio.com.br>');
  });
});
