import type { Socket } from 'node:net';
import { htmlLang } from '../../lib/locale';
import { type MessageKey, type MessageParams, translator } from '../../lib/messages';
import { defaultTenant, getTenant, isTenantId } from '../../tenants/registry';
import type { Tenant } from '../../tenants/schema';
import { apiErrorCodes } from '../api/errors';

/**
 * Requests refused before any page or endpoint can read them: a path that does not decode (`%ZZ`),
 * a page's form past its body limit (src/server/http/body-guard.ts), and what Node's HTTP parser
 * refuses itself (headers or a request line past its size). They are answered as everything else
 * is: the JSON envelope under /api/ and /_actions/, a page in the tenant's language elsewhere.
 */
export interface Refusal {
  status: RefusalCause['status'];
  contentType: string;
  body: string;
}

/** Why a request is refused; a body past its limit names the limit, which the answer states. */
export type RefusalCause = { status: 400 } | { status: 413; maxBytes: number } | { status: 431 };

const reasons = { 400: 'Bad Request', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' } as const;
const codeOf = {
  400: apiErrorCodes.validation,
  413: apiErrorCodes.payloadTooLarge,
  431: apiErrorCodes.requestHeaderFieldsTooLarge,
} as const;

function messageOf(cause: RefusalCause): [MessageKey, MessageParams?] {
  switch (cause.status) {
    case 400:
      return ['errors.badRequest'];
    case 413:
      return ['validation.bodyTooLarge', { max: Math.round(cause.maxBytes / 1024) }];
    case 431:
      return ['errors.requestHeadersTooLarge'];
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] as string);

function tenantOf(segment: string | undefined): Tenant {
  return segment !== undefined && isTenantId(segment) ? getTenant(segment) : defaultTenant;
}

/** The refusal of a request to `path` (as sent, undecoded; undefined when unknown). */
export function refusal(cause: RefusalCause, path: string | undefined, tenantHeader?: string): Refusal {
  const { status } = cause;
  const segments = (path ?? '/').split('?', 1)[0]?.split('/') ?? [];
  const machine = segments[1] === 'api' || segments[1] === '_actions';
  const tenant = tenantOf(
    segments[1] === 'api' ? segments[2] : segments[1] === '_actions' ? tenantHeader : segments[1],
  );
  const t = translator(tenant.lang);
  const message = t(...messageOf(cause));
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
  socket.end(refusalBytes(refusal({ status }, path)));
}
