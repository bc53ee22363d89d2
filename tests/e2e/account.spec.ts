import { expect, test } from '@playwright/test';
import { forgetAddressLoginAttempts, resetLinkFromMail } from './support/site-wide-fixtures';

// The account page and the header's account entry, without JavaScript: plain forms and links.
test.use({ javaScriptEnabled: false });

const sites = [
  {
    tenant: 'cl',
    signIn: 'Ingresar',
    title: 'Mi cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    firstName: 'Camila',
    greeting: 'Hola, Camila',
    tier: 'Nivel del programa de fidelidad: Fan',
    wrong: 'Correo o contraseña incorrectos. Por favor, inténtalo de nuevo.',
    logout: 'Cerrar sesión',
    loggedOut: 'Cerraste tu sesión.',
    forgot: '¿Olvidaste tu contraseña?',
    sendLink: 'Enviar enlace',
  },
  {
    tenant: 'br',
    signIn: 'Entrar',
    title: 'Minha conta',
    email: 'E-mail',
    password: 'Senha',
    firstName: 'Ana',
    greeting: 'Olá, Ana',
    tier: 'Nível do programa de fidelidade: Fan',
    wrong: 'Senha ou email incorretos. Por favor, tente novamente.',
    logout: 'Sair',
    loggedOut: 'Você saiu da sua conta.',
    forgot: 'Esqueceu sua senha?',
    sendLink: 'Enviar link',
  },
  {
    tenant: 'mx',
    signIn: 'Ingresar',
    title: 'Mi cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    firstName: 'Camila',
    greeting: 'Hola, Camila',
    tier: 'Nivel del programa de fidelidad: Fan',
    wrong: 'Correo o contraseña incorrectos. Por favor, inténtalo de nuevo.',
    logout: 'Cerrar sesión',
    loggedOut: 'Cerraste tu sesión.',
    forgot: '¿Olvidaste tu contraseña?',
    sendLink: 'Enviar enlace',
  },
] as const;

for (const site of sites) {
  const t = site.tenant;

  test(`${t}: log in from the header, see the entry change, log out`, async ({ page }) => {
    await page.goto(`/${t}/`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: site.signIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${t}/account/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);

    await page.getByLabel(site.email, { exact: true }).fill('cliente@andamio.test');
    await page.getByLabel(site.password, { exact: true }).fill('una-clave-mala');
    await page.getByRole('button', { name: site.signIn, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(site.wrong);
    await expect(header.getByRole('link', { name: site.signIn, exact: true })).toBeVisible();

    await page.getByLabel(site.email, { exact: true }).fill('cliente@andamio.test');
    await page.getByLabel(site.password, { exact: true }).fill('andamio123');
    await page.getByRole('button', { name: site.signIn, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.greeting);
    await expect(header.getByRole('link', { name: new RegExp(site.firstName) })).toHaveText(site.firstName);
    await expect(page.getByText('cliente@andamio.test')).toBeVisible();
    await expect(page.getByText(site.tier)).toBeVisible();

    // the entry follows the shopper to every page
    await page.goto(`/${t}/cart/`);
    await expect(header.getByRole('link', { name: new RegExp(site.firstName) })).toBeVisible();
    await header.getByRole('link', { name: new RegExp(site.firstName) }).click();
    await page.getByRole('button', { name: site.logout }).click();
    await expect(page.getByRole('status')).toHaveText(site.loggedOut);
    await expect(header.getByRole('link', { name: site.signIn, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: site.signIn, exact: true })).toBeVisible();
  });

  test(`${t}: the account page is private and kept out of search indexes`, async ({ request }) => {
    const response = await request.get(`/${t}/account/`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(await response.text()).toContain('<meta name="robots" content="noindex"');
  });

  test(`${t}: the password reset form answers the same for any email`, async ({ page }) => {
    await page.goto(`/${t}/account/`);
    await page.getByRole('link', { name: site.forgot }).click();
    await page.getByLabel(site.email, { exact: true }).fill('nadie@example.com');
    await page.getByRole('button', { name: site.sendLink }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('cl: a company logs in with its tax id', async ({ page }) => {
  await page.goto('/cl/account/');
  await page.getByRole('radio', { name: 'Empresa' }).check();
  await page.getByLabel('Documento tributario (solo empresas)').fill('76.123.456-0');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('empresa@andamio.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('andamio123');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Constructora Los Andes SpA');
  await expect(page.getByText('76.123.456-0')).toBeVisible();
});

test('br: no company login where the tenant has none (spec §6)', async ({ page }) => {
  await page.goto('/br/account/');
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test('mx: too many wrong passwords pause the account (the API rate limit)', async ({ page, baseURL }) => {
  forgetAddressLoginAttempts('mx');
  const email = `intentos-${Date.now()}@andamio.test`;
  let location = '';
  for (let attempt = 0; attempt < 11; attempt++) {
    const response = await page.request.post('/mx/account/?_action=account.login', {
      form: { kind: 'person', email, password: 'otra-clave' },
      headers: { origin: baseURL ?? '' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    location = response.headers().location ?? '';
  }
  expect(location).toContain('error=account.login.tooManyAttempts');
  await page.goto(location);
  await expect(page.getByRole('alert')).toContainText('Hiciste demasiados intentos fallidos');
});

test("br: the reset email's link opens the new password form, which sets it and lets the customer in", async ({
  page,
}) => {
  const since = Date.now() - 1000;
  await page.goto('/br/account/password-reset/');
  await page.getByLabel('E-mail', { exact: true }).fill('gold@andamio.test');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText('Se o email pertencer a uma conta');
  let link: string | undefined;
  await expect.poll(async () => (link = await resetLinkFromMail('br', 'gold@andamio.test', since))).toBeDefined();
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/br\/account\/password-reset\/\?token=/);
  // the same password again: the demo account stays as the other tests know it
  await page.getByLabel('Nova senha').fill('andamio123');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByRole('status')).toHaveText('Sua senha foi atualizada. Você já pode entrar com a nova senha.');
  await page.getByRole('link', { name: 'Voltar para entrar' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill('gold@andamio.test');
  await page.getByLabel('Senha', { exact: true }).fill('andamio123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Lucas');
});
