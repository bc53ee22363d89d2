import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedTenant } from '../tools/catalogue-generator/seed';
import { writeSyntheticFeed } from './import-feed-writer';

/** The node flags of `npm start` (package.json), as bench/serve.mjs reads them. */
const startFlags: string[] =
  JSON.parse(readFileSync('package.json', 'utf8')).scripts.start.match(/--[\w-]+(?:=\S+)?/g) ?? [];

interface Options {
  products: number;
  /** cl's generated catalogue, made on the first run and copied for each: every run starts alike. */
  baseDatabase: string;
  /** Keeps the feed and the imported database (their folder is printed). */
  keep: boolean;
}

interface Run {
  seconds: number;
  maxRssKb: number;
  cpuSeconds: number;
  code: number;
  stdout: string;
}

/** A process of the benchmark (bench/import-run.mjs or import-follow.mjs), timed; its figures from the marked stderr line. */
function runChild(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeFlags: string[] = [],
): Promise<Run & Record<string, unknown>> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const marked = /^bench-import (.*)$/m.exec(stderr);
      if (!marked?.[1]) {
        fail(new Error(`${script} printed no figures:\n${stderr.slice(-4000)}\n${stdout.slice(-2000)}`));
        return;
      }
      done({ seconds, stdout, code: 0, ...JSON.parse(marked[1]) });
    });
  });
}

function baseDatabase(path: string): { priceGroups: string[]; stores: string[] } {
  const handle = openDatabase(path);
  const raw = handle.sqlite.raw;
  const count = (raw.prepare("SELECT count(*) AS n FROM products WHERE tenant = 'cl'").get() as { n: number }).n;
  if (count === 0) {
    console.error(`Generating cl's catalogue into ${path} (first run only)…`);
    seedTenant(handle, 'cl', { referenceDate: new Date('2026-11-01T00:00:00Z') });
  }
  const ids = (sql: string) => (raw.prepare(sql).all() as { id: string }[]).map((row) => row.id);
  const priceGroups = ids("SELECT id FROM price_groups WHERE tenant = 'cl' ORDER BY id");
  const stores = [...ids("SELECT id FROM stores WHERE tenant = 'cl' ORDER BY id LIMIT 2"), 'DC'];
  // one file to copy: the write-ahead log folded in
  raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  handle.sqlite.close();
  return { priceGroups, stores };
}

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

export async function runImportBench(options: Options): Promise<void> {
  const base = resolve(options.baseDatabase);
  if (!existsSync(base)) {
    const handle = openDatabase(base);
    await migrateToLatest(handle.db);
    await handle.close();
  }
  const { priceGroups, stores } = baseDatabase(base);
  const dir = mkdtempSync(join(tmpdir(), 'andamio-bench-import-'));
  try {
    const feedPath = join(dir, 'feed.jsonl');
    let started = performance.now();
    const feed = await writeSyntheticFeed(feedPath, { products: options.products, priceGroups, stores });
    console.error(
      `Feed: ${options.products} products, ${feed.skus} SKUs, ${feed.lines} lines, ${Math.round(feed.bytes / 2 ** 20)} MB, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const database = join(dir, 'andamio.sqlite');
    copyFileSync(base, database);
    const env = { DATABASE_PATH: database, LOG_LEVEL: 'silent' };
    const importArgs = ['--tenant', 'cl', '--full', feedPath];
    const rows: [string, string][] = [];
    for (const label of ['first import (a fresh copy of cl)', 'the same feed again']) {
      started = performance.now();
      const run = await runChild('bench/import-run.mjs', importArgs, env);
      if (run.code !== 0) throw new Error(`the import failed:\n${run.stdout}`);
      const rate = Math.round(options.products / run.seconds);
      rows.push([
        label,
        `${rate} products/s, ${run.seconds.toFixed(1)} s (CPU ${run.cpuSeconds.toFixed(1)} s), peak RSS ${mb(run.maxRssKb)}`,
      ]);
      console.error(`  ${label}: ${run.stdout.split('\n').find((line) => line.includes('records read'))}`);
    }
    // what follows runs in a server: npm start's node flags (bench/serve.mjs)
    const follow = await runChild('bench/import-follow.mjs', ['cl'], env, startFlags);
    rows.push([
      'then: search index built',
      `${follow.indexed} products in ${(follow.indexSeconds as number).toFixed(1)} s, peak RSS ${mb(follow.indexPeakRssKb as number)} (snapshot saved in ${(follow.snapshotSeconds as number).toFixed(1)} s)`,
    ]);
    rows.push([
      'then: sitemaps',
      `${follow.sitemapUrls} URLs in ${follow.sitemapFiles} files, ${(follow.sitemapSeconds as number).toFixed(1)} s`,
    ]);
    rows.push([
      'then: both, in one server-like process',
      `peak RSS ${mb(follow.maxRssKb)}, CPU ${follow.cpuSeconds.toFixed(1)} s`,
    ]);

    const width = Math.max(...rows.map(([label]) => label.length)) + 2;
    console.log(
      `\nCatalogue import, ${options.products} products (${feed.lines} feed lines), SQLite, node ${process.version}\n`,
    );
    for (const [label, value] of rows) console.log(`${label.padEnd(width)}${value}`);
  } finally {
    if (options.keep) console.error(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
