import { expect, type Page, test } from '@playwright/test';

/**
 * Social login (docs/accounts-and-lists.md) through a real OpenID Connect provider on loopback
 * (tests/support/oidc-provider.mjs, started by playwright.config.ts): its development sign-in page
 * takes any login name and signs in "<name>@oidc.test". The start of the flow, the callback's
 * refusals (a sign-in cancelled at the provider), Colombia without it and a storefront without a
 * provider: tests/http/social-login.test.ts and social-login-start.test.ts.
 */
const sites = [
  {
    tenant: 'cl',
    button: 'Ingresar con redes sociales',
    greeting: 'Hola, Ana',
    logout: 'Cerrar sesión',
  },
  {
    tenant: 'br',
    button: 'Entrar com redes sociais',
    greeting: 'Olá, Ana',
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

for (const site of sites) {
  const t = site.tenant;

  // The button is a plain form, with JavaScript or without: one journey per tenant.
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
}
