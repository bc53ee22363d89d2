import { noRowsWritten } from '../../src/server/import/write-rows';
import { baseUrl } from './client';
import { catalogueFeedToken } from './server';

export interface FeedPost {
  /** The storefront to post to; the suite's own server by default. */
  base?: string;
  /** Query of the import (`?full=true`, `?dryRun=true`…). */
  query?: string;
  /** Content-Type of the body: JSON Lines by default (README "Catalogue import"). */
  contentType?: string;
  /** Headers over the feed token and the type (another token, another type). */
  headers?: Record<string, string>;
}

/** A feed posted to `/api/{tenant}/catalogue/import` with the test server's feed token. */
export function postFeed(tenant: string, body: string, options: FeedPost = {}): Promise<Response> {
  return fetch(`${options.base ?? baseUrl}/api/${tenant}/catalogue/import${options.query ?? ''}`, {
    method: 'POST',
    headers: {
      'content-type': options.contentType ?? 'application/x-ndjson',
      authorization: `Bearer ${catalogueFeedToken}`,
      ...options.headers,
    },
    body,
  });
}

/** Records as a JSON Lines body. */
export const jsonLines = (records: readonly unknown[]) => records.map((record) => JSON.stringify(record)).join('\n');

/** An import's `written` when it changed nothing (README "Catalogue import"); spread with what it did change. */
export const nothingWritten = noRowsWritten();
