import { type ChildProcess, spawn } from 'node:child_process';
import { serverEntry } from '../../scripts/build-if-needed.mjs';

/**
 * A second storefront beside a test run's own server, configured differently through `env` (e.g.
 * with or without a social-login provider). It serves the build and the database the run's own
 * server already prepared, so it starts in a second or two.
 */
export interface StorefrontProcess {
  origin: string;
  stop: () => void;
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
  throw new Error(`The storefront did not answer ${url}`);
}

export async function startStorefront(options: {
  port: number;
  databasePath: string;
  env?: Record<string, string>;
}): Promise<StorefrontProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SOCIAL_LOGIN_')),
  ) as NodeJS.ProcessEnv;
  const child = spawn(process.execPath, [serverEntry as string], {
    env: {
      ...inherited,
      // the server as shoppers get it: a test runner's NODE_ENV would run React's development build
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_PATH: options.databasePath,
      LOG_LEVEL: 'silent',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await answering(`${origin}/cl/account/`, child);
  return { origin, stop: () => child.kill('SIGTERM') };
}
