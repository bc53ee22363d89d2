import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

/**
 * A second storefront beside a test run's own server, configured differently through `env` (a
 * translation service, map tiles, no social-login provider). It serves the build and the database
 * the run's own server already prepared, so it starts in a second or two, on a free port unless
 * told one: each worker that needs it starts its own.
 */
export interface StorefrontProcess {
  origin: string;
  stop: () => Promise<void>;
}

async function answering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The storefront exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error(`The storefront did not answer ${url}`);
}

export async function startStorefront(
  options: {
    port?: number;
    databasePath?: string;
    env?: Record<string, string>;
    /** Settings of this process's environment the second storefront must run without. */
    unset?: RegExp;
  } = {},
): Promise<StorefrontProcess> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !options.unset?.test(name)),
  ) as NodeJS.ProcessEnv;
  const settings: NodeJS.ProcessEnv = {
    ...inherited,
    // the server as shoppers get it: a test runner's NODE_ENV would run React's development build
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: options.databasePath ?? process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite',
    LOG_LEVEL: 'silent',
    ...options.env,
  };
  // On an SQLite file search is in memory, its only engine, whatever the suite searches with.
  if (!settings.DATABASE_URL) delete settings.SEARCH_ENGINE;
  const child = spawn(process.execPath, [fileURLToPath(new URL('../../scripts/serve-build.mjs', import.meta.url))], {
    env: settings,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await answering(`${origin}/cl/`, child);
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
