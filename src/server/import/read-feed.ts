import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { z } from 'astro/zod';
import { type FeedRecord, feedRecordSchema } from '../../lib/validation/andamio-feed';

/** What is wrong with one line of a feed: where, which field ('' for the line itself), and why. */
export interface RowProblem {
  file: string;
  line: number;
  field: string;
  reason: string;
}

/**
 * A record read, or why a line is not one. `fieldOf` names a record's field as the source feed
 * wrote it (a Merchant Center attribute), for problems found after reading.
 */
export type FeedLine =
  | { file: string; line: number; record: FeedRecord; fieldOf?: (path: string) => string }
  | { problems: RowProblem[] };

/** zod's issues as the report's reasons: the path of the field and zod's own words for what it expected. */
function problemsOf(file: string, line: number, error: z.ZodError): RowProblem[] {
  return error.issues.map((issue) => ({
    file,
    line,
    field: issue.path.map(String).join('.'),
    reason: issue.message,
  }));
}

/** One line read: a record, or why it is not one. Blank lines are nothing. */
export function readFeedLine(file: string, line: number, text: string): FeedLine | undefined {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problems: [{ file, line, field: '', reason: `not JSON: ${(error as Error).message}` }] };
  }
  const parsed = feedRecordSchema.safeParse(value);
  return parsed.success ? { file, line, record: parsed.data } : { problems: problemsOf(file, line, parsed.error) };
}

/** The lines of a stream of JSON Lines, as `file` names it in problems, each a record or its problems. */
export async function* readFeedLines(file: string, input: Readable): AsyncGenerator<FeedLine> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  for await (const text of lines) {
    number += 1;
    const read = readFeedLine(file, number, text);
    if (read) yield read;
  }
}

/**
 * The lines of a JSON Lines file, read as a stream (a feed of 100,000 products is never one
 * string). `onBytes` follows the bytes read, for a progress bar.
 */
export function readFeedFile(path: string, onBytes?: (bytes: number) => void): AsyncGenerator<FeedLine> {
  const stream = createReadStream(path);
  if (onBytes) stream.on('data', (chunk) => onBytes(chunk.length));
  return readFeedLines(path, stream);
}

/**
 * Records handed over in memory (the generator's demo catalogue at a first start), read as a
 * file's lines are: each checked by the same schema, numbered as the lines of a file named `file`.
 */
export async function* readFeedRecords(file: string, records: Iterable<unknown>): AsyncGenerator<FeedLine> {
  let line = 0;
  for (const value of records) {
    line += 1;
    const parsed = feedRecordSchema.safeParse(value);
    yield parsed.success ? { file, line, record: parsed.data } : { problems: problemsOf(file, line, parsed.error) };
  }
}
