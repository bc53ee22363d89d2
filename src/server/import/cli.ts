import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { progressWriter } from '../../lib/progress-bar';
import { getTenant, isTenantId } from '../../tenants/registry';
import { tenantIds } from '../../tenants/schema';
import { openConfiguredDatabase } from '../db';
import { migrateToLatest } from '../db/migrate';
import { type FeedFormat, feedFormatOfFile, readFeedFileIn } from './feed-format';
import { followImport } from './follow-import';
import { type ImportReport, importFeed } from './import-feed';
import { type MerchantCenterContext, merchantCenterContext } from './merchant-center/read-merchant-center';
import type { FeedLine } from './read-feed';

const usage = `Usage: npm run catalogue:import -- --tenant <id> [--full] [--dry-run] [--skip-bad-rows] FILE...

Imports a catalogue feed into a tenant's catalogue, its format by the file's extension: Andamio's
feed (.jsonl, .ndjson; docs/feed/andamio-feed.schema.json) or Google Merchant Center's product data
(.xml RSS 2.0, .tsv or .txt). Records are upserted by id, and only what differs is written.
  --tenant         cl, pe, co, ar, br, mx, uy, homy or obra
  --full           the files name every product sold: those they leave out are withdrawn
                   (their pages answer 410; they leave search, listings and the sitemap)
  --dry-run        report what would change, write nothing
  --skip-bad-rows  apply the good rows when some are bad (by default a bad row stops the import)
Every bad row is printed with its file, line, field and reason; the exit code is 1 when any was.
The database is DATABASE_URL (PostgreSQL) when set, else DATABASE_PATH, or data/andamio.sqlite.`;

const cliOptions = {
  tenant: { type: 'string' },
  full: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  'skip-bad-rows': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/** Every file's lines in turn, with the bytes read reported for the progress bar. */
async function* linesOf(
  files: [string, FeedFormat][],
  context: MerchantCenterContext,
  onBytes: (bytes: number) => void,
): AsyncGenerator<FeedLine> {
  for (const [file, format] of files) yield* readFeedFileIn(format, file, context, onBytes);
}

function printReport(report: ImportReport, seconds: number): void {
  for (const problem of report.problems) {
    console.error(`${problem.file}:${problem.line}: ${problem.field || '(line)'}: ${problem.reason}`);
  }
  const written = report.written;
  const verb = report.dryRun ? 'would write' : 'wrote';
  const counts = written
    ? Object.entries(written)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')
    : 'nothing (a bad row stops the import; --skip-bad-rows applies the rest)';
  console.log(
    `${report.records} records read, ${report.problems.length} bad; ${verb} ${counts} in ${seconds.toFixed(1)} s`,
  );
}

export async function runImportCli(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof cliOptions; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: cliOptions, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values: options, positionals: files } = parsed;
  if (options.help) {
    console.log(usage);
    return 0;
  }
  if (!options.tenant || !isTenantId(options.tenant)) {
    console.error(`--tenant must be one of ${tenantIds.join(', ')}.\n\n${usage}`);
    return 2;
  }
  if (files.length === 0) {
    console.error(`Name at least one feed file.\n\n${usage}`);
    return 2;
  }
  const formats: [string, FeedFormat][] = [];
  for (const file of files) {
    const format = feedFormatOfFile(file);
    if (!format) {
      console.error(`${file}: name a feed .jsonl, .ndjson, .xml, .tsv or .txt`);
      return 2;
    }
    formats.push([file, format]);
  }
  let total = 0;
  for (const file of files) {
    try {
      total += statSync(file).size;
    } catch {
      console.error(`${file}: no such file`);
      return 2;
    }
  }
  const tenant = getTenant(options.tenant);
  const handle = openConfiguredDatabase();
  const started = performance.now();
  try {
    await migrateToLatest(handle.db);
    const progress = progressWriter((text) => process.stderr.write(text), process.stderr.isTTY);
    let read = 0;
    let servers: 'told' | 'restart' | undefined;
    const report = await importFeed(
      handle,
      tenant,
      linesOf(formats, await merchantCenterContext(handle.db, tenant), (bytes) => {
        read += bytes;
        progress(tenant.tenant, read, total, 'bytes');
      }),
      {
        full: options.full ?? false,
        dryRun: options['dry-run'] ?? false,
        skipBadRows: options['skip-bad-rows'] ?? false,
        publish: async (change) => {
          servers = await followImport(handle, change);
        },
      },
    );
    if (process.stderr.isTTY) process.stderr.write('\n');
    printReport(report, (performance.now() - started) / 1000);
    if (servers === 'restart') {
      console.log(
        'Servers running on this SQLite file show the change after a restart; the import API (README "Catalogue import") updates a running server at once.',
      );
    }
    return report.problems.length > 0 ? 1 : 0;
  } finally {
    await handle.close();
  }
}
