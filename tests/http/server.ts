import { type ChildProcess, spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';

/**
 * Starts the real server (`npm start`'s script: build if needed, migrate, seed on first run)
 * on its own port and database file for the HTTP tests, and stops it afterwards.
 */
const port = Number(process.env.HTTP_TEST_PORT ?? 4398);
export const testDatabase = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';
/** The landing pages' preview token the test server runs with (README "Landing pages"). */
export const previewToken = 'preview-token-for-tests';
let server: ChildProcess | undefined;

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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    // the server as shoppers get it: vitest's NODE_ENV=test would run React's development build
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: testDatabase,
      LOG_LEVEL: 'silent',
      PREVIEW_TOKEN: previewToken,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/cl/`, server, 600_000);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server?.kill('SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
