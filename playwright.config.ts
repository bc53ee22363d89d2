import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { mailboxPorts } from './tests/e2e/support/mailbox';
import { mercadoPagoStandinCredentials } from './tests/support/mercadopago-standin';
import { pixStandinCredentials } from './tests/support/pix-standin';
import { standinCredentials } from './tests/support/webpay-standin';

const port = Number(process.env.E2E_PORT ?? 4399);
// Debian's Chromium headless shell when installed: the same Blink as the browser without its
// windowing layer, which is what Playwright itself runs headless tests in; the browser suite took
// 407 s in it against 513 s in the full browser on the same machine.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
// The loopback OpenID provider the social-login tests sign in with (tests/support/oidc-provider.mjs).
const oidcPort = Number(process.env.OIDC_PORT ?? port + 1000);
// The loopback SMTP server every email of the run goes to (tests/support/smtp-mailbox.ts).
const mailbox = mailboxPorts(port);
// The payment providers' stand-ins the checkout pays through (tests/support/payment-standins.ts).
const webpayPort = port + 1200;
const pixPort = port + 1201;
const mercadoPagoPort = port + 1202;
const pixWebhookSecret = 'pix-webhook-secret-for-browser-tests';
// A run on a port of its own builds into a folder of its own (tests/README.md "Parallel runs"), and
// every storefront it starts serves that build (tests/support/storefront-process.ts reads it too).
if (process.env.E2E_PORT && !process.env.OUT_DIR) process.env.OUT_DIR = `dist-${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action of every test to keep the failing ones; CI keeps no files
    // from its run, so there it would cost the time and show nobody anything.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
  webServer: [
    {
      command: 'node tests/support/oidc-provider.mjs',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PORT: String(oidcPort), OIDC_STOREFRONTS: `http://127.0.0.1:${port}` },
    },
    {
      command: 'node tests/support/smtp-mailbox.ts',
      url: `http://127.0.0.1:${mailbox.http}/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SMTP_MAILBOX_SMTP_PORT: String(mailbox.smtp), SMTP_MAILBOX_HTTP_PORT: String(mailbox.http) },
    },
    {
      command: 'node tests/support/payment-standins.ts',
      port: mercadoPagoPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        WEBPAY_STANDIN_PORT: String(webpayPort),
        PIX_STANDIN_PORT: String(pixPort),
        MERCADOPAGO_STANDIN_PORT: String(mercadoPagoPort),
        PIX_WEBHOOK_URL: `http://127.0.0.1:${port}/api/br/payments/pix/webhook/${pixWebhookSecret}`,
      },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/cl/`,
      reuseExistingServer: false,
      timeout: 600_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATABASE_PATH: process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite',
        SOCIAL_LOGIN_ISSUER_URL: `http://127.0.0.1:${oidcPort}`,
        SOCIAL_LOGIN_CLIENT_ID: 'andamio-test',
        SOCIAL_LOGIN_CLIENT_SECRET: 'andamio-test-secret',
        SOCIAL_LOGIN_REDIRECT_ORIGIN: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${mailbox.smtp}`,
        WEBPAY_COMMERCE_CODE: standinCredentials.commerceCode,
        WEBPAY_API_KEY: standinCredentials.apiKey,
        WEBPAY_API_URL: `http://127.0.0.1:${webpayPort}`,
        WEBPAY_RETURN_ORIGIN: `http://127.0.0.1:${port}`,
        PIX_API_URL: `http://127.0.0.1:${pixPort}`,
        PIX_CLIENT_ID: pixStandinCredentials.clientId,
        PIX_CLIENT_SECRET: pixStandinCredentials.clientSecret,
        PIX_KEY: pixStandinCredentials.key,
        PIX_WEBHOOK_SECRET: pixWebhookSecret,
        MERCADOPAGO_ACCESS_TOKEN: mercadoPagoStandinCredentials.accessToken,
        MERCADOPAGO_WEBHOOK_SECRET: mercadoPagoStandinCredentials.webhookSecret,
        MERCADOPAGO_API_URL: `http://127.0.0.1:${mercadoPagoPort}`,
        MERCADOPAGO_RETURN_ORIGIN: `http://127.0.0.1:${port}`,
      },
    },
  ],
});
