import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { type MerchantCenterContext, readMerchantCenterFeed } from './merchant-center/read-merchant-center';
import { type FeedLine, readFeedLines } from './read-feed';

/** The catalogue formats one import path takes: Andamio's JSON Lines, Merchant Center's XML and TSV. */
export type FeedFormat = 'jsonl' | 'xml' | 'tsv';

const byExtension: Record<string, FeedFormat> = {
  jsonl: 'jsonl',
  ndjson: 'jsonl',
  xml: 'xml',
  tsv: 'tsv',
  txt: 'tsv',
};

/** A file's format by its extension (.jsonl/.ndjson, .xml, .tsv/.txt); undefined for another. */
export function feedFormatOfFile(path: string): FeedFormat | undefined {
  return byExtension[/\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''];
}

/** A request body's format by its Content-Type; undefined for one the import does not take. */
export function feedFormatOfContentType(contentType: string): FeedFormat | undefined {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (['application/x-ndjson', 'application/jsonl', 'application/x-jsonlines', 'text/plain'].includes(type))
    return 'jsonl';
  if (['application/rss+xml', 'application/xml', 'text/xml', 'application/atom+xml'].includes(type)) return 'xml';
  if (type === 'text/tab-separated-values') return 'tsv';
  return undefined;
}

/** The feed lines of a stream in `format`; Merchant Center's need the tenant's price groups and the time. */
export function readFeedIn(
  format: FeedFormat,
  file: string,
  input: Readable,
  context: MerchantCenterContext,
): AsyncGenerator<FeedLine> {
  return format === 'jsonl' ? readFeedLines(file, input) : readMerchantCenterFeed(format, file, input, context);
}

/** A feed file read as a stream in the format its extension says; `onBytes` follows the bytes read. */
export function readFeedFileIn(
  format: FeedFormat,
  path: string,
  context: MerchantCenterContext,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<FeedLine> {
  const stream = createReadStream(path);
  if (onBytes) stream.on('data', (chunk) => onBytes(chunk.length));
  return readFeedIn(format, path, stream, context);
}
