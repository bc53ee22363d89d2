import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4399);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // The system Chromium: browsers are never downloaded (README, prerequisites).
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/cl/`,
    reuseExistingServer: false,
    timeout: 600_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_PATH: process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite',
      // Opt-in: with SMTP_TEST_PORT the server mails through tests/support/loopback-smtp.ts on that port;
      // without it, mail goes to the outbox folder that other specs read.
      ...(process.env.SMTP_TEST_PORT ? { SMTP_URL: `smtp://127.0.0.1:${process.env.SMTP_TEST_PORT}` } : {}),
    },
  },
});
