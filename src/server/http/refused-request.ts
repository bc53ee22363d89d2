import type { Socket } from 'node:net';
import { htmlLang } from '../../lib/locale';
import { type MessageKey, translator } from '../../lib/messages';
import { defaultTenant, getTenant, isTenantId } from '../../tenants/registry';
import type { Tenant } from '../../tenants/schema';
import { apiErrorCodes } from '../api/errors';

/**
 * Requests refused before any page or endpoint can read them: a path that does not decode (`%ZZ`),
 * and what Node's HTTP parser refuses itself (headers or a request line past its size). They are
 * answered as everything else is: the JSON envelope under /api/ and /_actions/, a page in the
 * tenant's language elsewhere.
 */
export interface Refusal {
  status: 400 | 431;
  contentType: string;
  body: string;
}

const reasons = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' } as const;
const messageOf: Record<Refusal['status'], MessageKey> = { 400: 'errors.badRequest', 431: 'errors.requestTooLarge' };
const codeOf = { 400: apiErrorCodes.validation, 431: apiErrorCodes.payloadTooLarge } as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] as string);

function tenantOf(segment: string | undefined): Tenant {
  return segment !== undefined && isTenantId(segment) ? getTenant(segment) : defaultTenant;
}

/** The refusal of a request to `path` (as sent, undecoded; undefined when unknown). */
export function refusal(status: Refusal['status'], path: string | undefined, tenantHeader?: string): Refusal {
  const segments = (path ?? '/').split('?', 1)[0]?.split('/') ?? [];
  const machine = segments[1] === 'api' || segments[1] === '_actions';
  const tenant = tenantOf(
    segments[1] === 'api' ? segments[2] : segments[1] === '_actions' ? tenantHeader : segments[1],
  );
  const t = translator(tenant.lang);
  const message = t(messageOf[status]);
  if (machine) {
    return {
      status,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ success: false, errors: [{ code: codeOf[status], message }] }),
    };
  }
  const home = `/${tenant.tenant}/`;
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="${htmlLang(tenant.langFull)}"><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(message)}</title><p>${escapeHtml(message)}</p><p><a href="${home}">${escapeHtml(t('productPage.home'))}</a></p></html>`,
  };
}

/** The answer's bytes, whole, for a socket no response object was made for. */
export function refusalBytes(answer: Refusal): string {
  const length = Buffer.byteLength(answer.body);
  return `HTTP/1.1 ${answer.status} ${reasons[answer.status]}\r\ncontent-type: ${answer.contentType}\r\ncontent-length: ${length}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${answer.body}`;
}

/**
 * The server's `clientError` handler: what Node's parser refused gets the storefront's answer
 * (431 when the headers are too large, else 400) instead of a bare status line.
 */
export function answerClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const firstLine = error.rawPacket?.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0] ?? '';
  const path = /^[A-Z]+ (\S+)/.exec(firstLine)?.[1];
  socket.end(refusalBytes(refusal(status, path)));
}
