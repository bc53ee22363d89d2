import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { numberedParameters, postgresTypes } from '../../src/server/db/postgres';
import {
  type MercadoPagoStandin,
  mercadoPagoStandinCredentials,
  startMercadoPagoStandin,
} from '../support/mercadopago-standin';
import { type PixStandin, pixStandinCredentials, startPixStandin } from '../support/pix-standin';
import { standinCredentials, startWebpayStandin, type WebpayStandin } from '../support/webpay-standin';
import { testDatabasePath, testDatabaseUrl } from './test-database';

/**
 * Starts the real server (`npm start`'s script: build if needed, migrate, seed on first run)
 * on its own port and database file for the HTTP tests, and stops it afterwards.
 */
const port = Number(process.env.HTTP_TEST_PORT ?? 4398);
export const testDatabase = testDatabasePath;
/** The landing pages' preview token the test server runs with (README "Landing pages"). */
export const previewToken = 'preview-token-for-tests';
/** The catalogue feeds' token the test server runs with (README "Catalogue feeds"). */
export const catalogueFeedToken = 'catalogue-feed-token-for-tests';
export const orderFeedToken = 'order-feed-token-for-tests';

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** A database of a test's own, for a server whose writes must reach no other test. */
export interface DatabaseCopy {
  /** The settings that point a server at it (startServer's `env`). */
  env: NodeJS.ProcessEnv;
  /** Rows of a statement on it, with `?` parameters. */
  rows<Row>(sql: string, ...parameters: (string | number)[]): Promise<Row[]>;
  remove(): Promise<void>;
}

/**
 * On SQLite, a copy of the test database in a file of its own (VACUUM INTO: consistent while
 * others write). On PostgreSQL, a new database in the same cluster: a copy of the suite's database
 * as prepared before any test ran (TEST_DATABASE_TEMPLATE, scripts/test-postgres.sh), else an
 * empty one, which its server migrates and seeds at start as `npm start` does (the catalogue is
 * generated from a fixed seed: the same products). `remove` deletes it (with the file's WAL and
 * index snapshots).
 */
export async function copyOfTestDatabase(name: string): Promise<DatabaseCopy> {
  const suffix = randomUUID().slice(0, 8);
  if (testDatabaseUrl !== undefined) {
    const database = `andamio_${name}_${suffix}`.replace(/[^a-z0-9_]/g, '_');
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    const template = process.env.TEST_DATABASE_TEMPLATE;
    await admin.query(`CREATE DATABASE ${database}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${database}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2, types: postgresTypes });
    return {
      env: { DATABASE_URL: url.toString() },
      rows: async (sql, ...parameters) =>
        (await pool.query({ text: numberedParameters(sql), values: parameters })).rows,
      async remove() {
        await pool.end();
        const dropper = new pg.Client({ connectionString: testDatabaseUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const path = join(tmpdir(), `andamio-${name}-${suffix}.sqlite`);
  const source = new DatabaseSync(testDatabase, { readOnly: true, timeout: 5000 });
  try {
    source.exec(`VACUUM INTO '${path}'`);
  } finally {
    source.close();
  }
  return {
    env: { DATABASE_PATH: path },
    rows: async (sql, ...parameters) => {
      const db = new DatabaseSync(path, { timeout: 5000 });
      try {
        return db.prepare(sql).all(...parameters) as never[];
      } finally {
        db.close();
      }
    },
    async remove() {
      for (const end of ['', '-wal', '-shm']) rmSync(`${path}${end}`, { force: true });
      rmSync(`${path}.search`, { recursive: true, force: true });
    },
  };
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process (`node scripts/start.mjs`), for a test that signals it itself. */
  child: ChildProcess;
  /** What the server has written to stdout so far (its JSON log lines, src/server/log.ts), for a test that checks a log. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * One storefront server on `serverPort` over the test database; `env` adds settings such as
 * SMTP_URL, for a test that needs the server configured otherwise than the shared one. `root` is
 * the project whose `npm start` runs (built first when its sources changed): this one by default.
 */
export async function startServer(
  serverPort: number,
  env: NodeJS.ProcessEnv = {},
  root = process.cwd(),
): Promise<RunningServer> {
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATABASE_PATH: resolve(testDatabase),
    // PostgreSQL when the suite runs on it (test-database.ts); DATABASE_URL wins over the path
    DATABASE_URL: testDatabaseUrl ?? '',
    LOG_LEVEL: 'silent',
    PREVIEW_TOKEN: previewToken,
    CATALOGUE_FEED_TOKEN: catalogueFeedToken,
    ORDER_FEED_TOKEN: orderFeedToken,
    ...env,
  };
  // A server on an SQLite file searches in memory, its only engine, whatever the suite searches with.
  if (!settings.DATABASE_URL) delete settings.SEARCH_ENGINE;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // the server as shoppers get it: vitest's NODE_ENV=test would run React's development build
    env: settings,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // still shown as the server writes it, and kept (its last megabyte) for a test that reads the log
  let written = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    written = `${written}${chunk.toString('utf8')}`.slice(-1_000_000);
  });
  const baseUrl = `http://127.0.0.1:${serverPort}`;
  await waitForServer(`${baseUrl}/cl/`, child, 600_000);
  return {
    baseUrl,
    child,
    output: () => written,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Webpay Plus, as the suite's server is configured: the stand-in of Transbank's API and form
 * (tests/support/webpay-standin.ts), which sends the shopper back to this server.
 */
function webpayEnv(standin: WebpayStandin, baseUrl: string): NodeJS.ProcessEnv {
  return {
    WEBPAY_COMMERCE_CODE: standinCredentials.commerceCode,
    WEBPAY_API_KEY: standinCredentials.apiKey,
    WEBPAY_API_URL: standin.origin,
    WEBPAY_RETURN_ORIGIN: baseUrl,
  };
}

/** The secret the suite's server checks on the Pix webhook's URL (README "Payments"). */
export const pixWebhookSecret = 'pix-webhook-secret-for-tests';

/** Where the suite's PSP posts its Pix webhook: the br site's, with the secret, as registered at a PSP. */
const pixWebhookUrl = (baseUrl: string) => `${baseUrl}/api/br/payments/pix/webhook/${pixWebhookSecret}`;

/** Pix, as the suite's server is configured: the stand-in of a PSP's API Pix (tests/support/pix-standin.ts). */
function pixEnv(standin: PixStandin): NodeJS.ProcessEnv {
  return {
    PIX_API_URL: standin.origin,
    PIX_CLIENT_ID: pixStandinCredentials.clientId,
    PIX_CLIENT_SECRET: pixStandinCredentials.clientSecret,
    PIX_KEY: pixStandinCredentials.key,
    PIX_WEBHOOK_SECRET: pixWebhookSecret,
  };
}

/**
 * Mercado Pago, as the suite's server is configured: one account for every tenant, on the
 * stand-in of its API and checkout (tests/support/mercadopago-standin.ts), which sends the shopper
 * and its webhooks back to this server.
 */
function mercadoPagoEnv(standin: MercadoPagoStandin, baseUrl: string): NodeJS.ProcessEnv {
  return {
    MERCADOPAGO_ACCESS_TOKEN: mercadoPagoStandinCredentials.accessToken,
    MERCADOPAGO_WEBHOOK_SECRET: mercadoPagoStandinCredentials.webhookSecret,
    MERCADOPAGO_API_URL: standin.origin,
    MERCADOPAGO_RETURN_ORIGIN: baseUrl,
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const standin = await startWebpayStandin();
  const pix = await startPixStandin({ webhookUrl: pixWebhookUrl(baseUrl) });
  const mercadoPago = await startMercadoPagoStandin();
  const server = await startServer(port, {
    ...webpayEnv(standin, baseUrl),
    ...pixEnv(pix),
    ...mercadoPagoEnv(mercadoPago, baseUrl),
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('webpayStandin', standin.origin);
  project.provide('pixStandin', { origin: pix.origin, ca: pix.ca, webhookUrl: pixWebhookUrl(baseUrl) });
  project.provide('mercadoPagoStandin', mercadoPago.origin);
  return async () => {
    await server.stop();
    await standin.stop();
    await pix.stop();
    await mercadoPago.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The Webpay stand-in's origin (its API and its payment form). */
    webpayStandin: string;
    /** The Mercado Pago stand-in's origin (its API and its checkout). */
    mercadoPagoStandin: string;
    /** The Pix stand-in's API origin, the certificate its charges' payloads are served with, the webhook it posts to. */
    pixStandin: { origin: string; ca: string; webhookUrl: string };
  }
}
