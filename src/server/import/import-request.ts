import { Readable } from 'node:stream';
import type { Tenant } from '../../tenants/schema';
import { ApiError, apiErrorCodes } from '../api/errors';
import { publishChange } from '../cache/catalogue-changes';
import type { DatabaseHandle } from '../db';
import { armPriceExpiry } from '../feeds/price-expiry-timer';
import { feedFormatOfContentType, readFeedIn } from './feed-format';
import { type ImportReport, importFeed } from './import-feed';
import { merchantCenterContext } from './merchant-center/read-merchant-center';

/**
 * The catalogue import API (README "Catalogue import"): a feed posted whole (JSON Lines, or
 * Merchant Center's XML or TSV, by its Content-Type), read
 * as it arrives, imported as the command does, and followed here at once (this server's index and
 * pages, the other servers', the CDN) through publishChange.
 */

/** A feed of 100,000 products with their prices and stock is about 150 MB. */
export const maxImportBytes = 512 * 1024 * 1024;

function tooLarge(): ApiError {
  return new ApiError(413, {
    code: apiErrorCodes.payloadTooLarge,
    key: 'validation.bodyTooLarge',
    params: { max: maxImportBytes / 1024 },
    field: 'body',
  });
}

/** The request's body as a stream that stops with a 413 once it passes the limit. */
function limitedBody(request: Request): Readable {
  if (Number(request.headers.get('content-length') ?? '0') > maxImportBytes) throw tooLarge();
  if (!request.body) return Readable.from([]);
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
  async function* counted() {
    let size = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxImportBytes) {
        source.destroy();
        throw tooLarge();
      }
      yield chunk;
    }
  }
  return Readable.from(counted());
}

export interface ImportFlags {
  full: boolean;
  dryRun: boolean;
  skipBadRows: boolean;
}

/** Imports the posted feed; a feed stopped by its bad rows is a 422 naming each, by line. */
export async function importPostedFeed(handle: DatabaseHandle, tenant: Tenant, request: Request, flags: ImportFlags) {
  const format = feedFormatOfContentType(request.headers.get('content-type') ?? '');
  if (!format) {
    throw new ApiError(415, {
      code: apiErrorCodes.unsupportedMediaType,
      key: 'catalogue.import.jsonLinesRequired',
      field: 'body',
    });
  }
  const lines = readFeedIn(format, 'body', limitedBody(request), await merchantCenterContext(handle.db, tenant));
  const report: ImportReport = await importFeed(handle, tenant, lines, {
    ...flags,
    publish: (change) => publishChange(handle, change),
  });
  // a sale's price ends at its instant: this server's alarm is set for it at once, as after a price feed
  if (!report.dryRun && report.written?.prices) armPriceExpiry();
  if (report.written === null) {
    throw new ApiError(
      422,
      report.problems.map((problem) => ({
        code: apiErrorCodes.validation,
        key: 'catalogue.import.badRow' as const,
        params: { line: problem.line, reason: problem.reason },
        field: problem.field,
      })),
    );
  }
  return {
    records: report.records,
    dryRun: report.dryRun,
    written: report.written,
    problems: report.problems.map(({ line, field, reason }) => ({ line, field, reason })),
  };
}
