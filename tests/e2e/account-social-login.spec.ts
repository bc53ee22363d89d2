import { expect, type Page, test } from '@playwright/test';
import { type StorefrontProcess, startStorefront } from '../support/storefront-process';

/**
 * Social login (spec §6) through a real OpenID Connect provider on loopback
 * (tests/support/oidc-provider.mjs, started by playwright.config.ts): its development sign-in page
 * takes any login name and signs in "<name>@oidc.test".
 */
const sites = [
  {
    tenant: 'cl',
    title: 'Mi cuenta',
    signIn: 'Ingresar',
    button: 'Ingresar con redes sociales',
    greeting: 'Hola, Ana',
    providerError:
      'No se completó el ingreso con redes sociales: el proveedor no lo autorizó. Inténtalo de nuevo o ingresa con tu correo.',
    logout: 'Cerrar sesión',
  },
  {
    tenant: 'br',
    title: 'Minha conta',
    signIn: 'Entrar',
    button: 'Entrar com redes sociais',
    greeting: 'Olá, Ana',
    providerError:
      'O login com redes sociais não foi concluído: o provedor não o autorizou. Tente novamente ou entre com seu email.',
    logout: 'Sair',
  },
] as const;

/** A login name no other test uses, so each run creates its own customer. */
const uniqueLogin = () => `ana.social${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(login);
  // The development sign-in page takes any password.
  await page.getByPlaceholder('and password').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

for (const [site, javaScript] of sites.flatMap((site) => [[site, true] as const, [site, false] as const])) {
  const t = site.tenant;
  test.describe(`${t} (JavaScript ${javaScript ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test(`${t}: signs in through the OpenID provider, creating the account, and comes back`, async ({ page }) => {
      const login = uniqueLogin();
      await page.goto(`/${t}/account/`);
      await page.getByRole('button', { name: site.button }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
      await signInAtProvider(page, login);

      await expect(page).toHaveURL(new RegExp(`/${t}/account/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.greeting);
      await expect(page.getByText(`${login}@oidc.test`)).toBeVisible();

      // Logged out and in again: the same account, found by the provider's subject.
      await page.getByRole('button', { name: site.logout }).click();
      await expect(page.getByRole('button', { name: site.button })).toBeVisible();
      await page.getByRole('button', { name: site.button }).click();
      // The provider remembers the shopper, so it may skip its own pages.
      if (/\/interaction\//.test(page.url())) await signInAtProvider(page, login);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.greeting);
      await expect(page.getByText(`${login}@oidc.test`)).toBeVisible();
    });

    test(`${t}: a sign-in cancelled at the provider comes back with a message`, async ({ page }) => {
      await page.goto(`/${t}/account/`);
      await page.getByRole('button', { name: site.button }).click();
      await page.getByRole('link', { name: '[ Cancel ]' }).click();
      await expect(page).toHaveURL(new RegExp(`/${t}/account/\\?error=`));
      await expect(page.getByRole('alert')).toHaveText(site.providerError);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
    });
  });
}

test('co: no social login, even with a provider configured (spec §6)', async ({ page, request }) => {
  await page.goto('/co/account/');
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /redes sociales/ })).toHaveCount(0);
  const answer = await request.post('/api/co/social-login');
  expect(answer.status()).toBe(403);
});

test('cl: the JSON call gives the provider address with the OpenID scope', async ({ request }) => {
  const answer = await request.post('/api/cl/social-login');
  expect(answer.status()).toBe(200);
  const { data: body } = (await answer.json()) as { data: { authorizationUrl: string; scope: string[] } };
  expect(body.scope).toEqual(['openid', 'email', 'profile']);
  const url = new URL(body.authorizationUrl);
  expect(url.searchParams.get('scope')).toBe('openid email profile');
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/cl\/social-login\/callback$/);
  expect(url.searchParams.get('state')).toBeTruthy();
  expect(url.searchParams.get('nonce')).toBeTruthy();
});

test.describe('a storefront without a provider configured', () => {
  // The same build and database, served without SOCIAL_LOGIN_*: each worker that runs a test of
  // this group starts its own.
  let plain: StorefrontProcess | undefined;
  test.beforeAll(async () => {
    plain = await startStorefront({ unset: /^SOCIAL_LOGIN_/ });
  });
  test.afterAll(() => plain?.stop());

  for (const site of sites) {
    test(`${site.tenant}: shows the login form without the social button`, async ({ page }) => {
      await page.goto(`/${site.tenant}/account/`);
      await expect(page.getByRole('button', { name: site.button })).toBeVisible();

      await page.goto(`${plain?.origin}/${site.tenant}/account/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);
      await expect(page.getByRole('button', { name: site.signIn, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: site.button })).toHaveCount(0);
    });
  }
});
