import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/accounts/demo-users';
import { loginAccountKey, loginLimits } from '../../src/server/accounts/login';
import { loggedIn, newCustomer } from './customer-fixtures';
import { element, elements, h1Of, roleTexts, textOf } from './html-text';
import { NoJsBrowser } from './no-js-browser';
import { outboxFiles, prepareAccounts, waitForNewMail } from './session-fixtures';
import { run } from './test-database';

/**
 * The account page's forms without JavaScript (docs/accounts-and-lists.md): log in and out, the company login,
 * the password reset by its emailed link, the pause after too many wrong passwords, and what the
 * account page shows of the customer's benefits. Each form posts, answers 303, and the page it
 * leads to says how it went. Only these tests use the login form; the others log in by cookie.
 */
beforeAll(() => prepareAccounts());

const sites = [
  {
    tenant: 'cl',
    firstName: 'Camila',
    signIn: 'Ingresar',
    title: 'Mi cuenta',
    greeting: 'Hola, Camila',
    tier: 'Nivel del programa de fidelidad: Fan',
    wrong: 'Correo o contraseña incorrectos. Por favor, inténtalo de nuevo.',
    logout: 'Cerrar sesión',
    loggedOut: 'Cerraste tu sesión.',
    sent: 'Si el correo corresponde a una cuenta',
  },
  {
    tenant: 'br',
    firstName: 'Ana',
    signIn: 'Entrar',
    title: 'Minha conta',
    greeting: 'Olá, Ana',
    tier: 'Nível do programa de fidelidade: Fan',
    wrong: 'Senha ou email incorretos. Por favor, tente novamente.',
    logout: 'Sair',
    loggedOut: 'Você saiu da sua conta.',
    sent: 'Se o email pertencer a uma conta',
  },
] as const;

/** The header's account entry: its text, and where it leads. */
const entryOf = (html: string) => {
  const link = element(html, /\sdata-account-entry\b/);
  return { text: textOf(link), href: /href="([^"]*)"/.exec(link)?.[1] };
};
const buttons = (html: string) => elements(html, /^<button\b/).map(textOf);

describe.each(sites)('the login form in $tenant', (site) => {
  const t = site.tenant;
  const login = `/${t}/account/?_action=account.login`;

  it('refuses a wrong password, lets the customer in, greets them on every page, and logs out', async () => {
    const customer = await newCustomer(t, { firstName: site.firstName, loyaltyTier: 'Fan' });
    const browser = new NoJsBrowser();
    const home = await browser.get(`/${t}/`);
    expect(entryOf(home.html), 'the header offers to sign in').toEqual({ text: site.signIn, href: `/${t}/account/` });

    const guest = await browser.get(`/${t}/account/`);
    expect(guest.status).toBe(200);
    expect(guest.headers.get('cache-control'), 'personal page: never cached').toBe('private, no-store');
    expect(guest.html, 'kept out of search indexes').toContain('<meta name="robots" content="noindex"');
    expect(h1Of(guest.html)).toBe(site.title);

    const refused = await browser.submit(login, { email: customer.email, password: 'una-clave-mala' });
    expect(roleTexts(refused.html, 'alert')).toEqual([site.wrong]);
    expect(entryOf(refused.html).text).toBe(site.signIn);

    const welcomed = await browser.submit(login, { email: customer.email, password: customer.password });
    expect(h1Of(welcomed.html)).toBe(site.greeting);
    expect(entryOf(welcomed.html).text, 'the header names the customer').toBe(site.firstName);
    expect(textOf(welcomed.html)).toContain(customer.email);
    expect(textOf(welcomed.html)).toContain(site.tier);
    // the entry follows the shopper to every page
    expect(entryOf((await browser.get(`/${t}/cart/`)).html)).toEqual({ text: site.firstName, href: `/${t}/account/` });

    expect(buttons(welcomed.html)).toContain(site.logout);
    const out = await browser.submit(`/${t}/account/logout`);
    expect(roleTexts(out.html, 'status')).toEqual([site.loggedOut]);
    expect(entryOf(out.html).text).toBe(site.signIn);
    expect(buttons(out.html)).toContain(site.signIn);
  });

  it('answers the password reset form the same for any email', async () => {
    const answer = await new NoJsBrowser().submit(`/${t}/account/password-reset/request`, {
      email: 'nadie@example.com',
    });
    expect(roleTexts(answer.html, 'status')).toEqual([expect.stringContaining(site.sent)]);
    expect(roleTexts(answer.html, 'alert')).toEqual([]);
  });
});

describe('the login form', () => {
  it('cl: a company logs in with its tax id', async () => {
    const browser = new NoJsBrowser();
    const page = await browser.get('/cl/account/');
    expect(elements(page.html, /<input\b[^>]*type="radio"[^>]*name="kind"/)).toHaveLength(2);
    const welcomed = await browser.submit('/cl/account/?_action=account.login', {
      kind: 'company',
      taxId: '76.123.456-0',
      email: 'empresa@andamio.test',
      password: demoPassword,
    });
    expect(h1Of(welcomed.html)).toBe('Hola, Constructora Los Andes SpA');
    expect(textOf(welcomed.html)).toContain('76.123.456-0');
  });

  it('br: no company login where the tenant has none (docs/accounts-and-lists.md)', async () => {
    const page = await new NoJsBrowser().get('/br/account/');
    expect(page.html).toContain('name="email"');
    expect(elements(page.html, /<input\b[^>]*type="radio"/)).toEqual([]);
  });

  it('pauses the login after too many wrong passwords, and the page says why', async () => {
    const browser = new NoJsBrowser();
    const email = `intentos-${Date.now()}@andamio.test`;
    // the account's failures from browsers it never logged in from, already counted to the limit
    // (the counting itself: session-login-refusals.test.ts)
    await run(
      'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)',
      loginAccountKey('cl', email),
      Math.floor(Date.now() / 1000),
      loginLimits.perAccount.limit,
    );
    const answer = await browser.post('/cl/account/?_action=account.login', {
      kind: 'person',
      email,
      password: 'otra-clave',
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toContain('error=account.login.tooManyAttempts');
    expect(roleTexts((await browser.get(answer.location)).html, 'alert')).toEqual([
      expect.stringContaining('Hiciste demasiados intentos fallidos'),
    ]);
  });

  it("br: the reset email's link opens the new password form, which sets it and lets the customer in", async () => {
    const customer = await newCustomer('br', { firstName: 'Lucas' });
    const browser = new NoJsBrowser();
    const before = outboxFiles();
    const sent = await browser.submit('/br/account/password-reset/request', { email: customer.email });
    expect(roleTexts(sent.html, 'status')).toEqual([expect.stringContaining('Se o email pertencer a uma conta')]);
    const [mail] = await waitForNewMail(before, customer.email);
    const link = /https?:\/\/\S+?(\/br\/password-reset\?token=[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link, 'the email carries the link').not.toBe('');

    const opened = await browser.get(link);
    expect(opened.status).toBe(302);
    expect(opened.location).toMatch(/^\/br\/account\/password-reset\/\?token=/);
    const form = await browser.get(opened.location);
    const token = /name="token" value="([^"]+)"/.exec(form.html)?.[1] ?? '';
    expect(form.html).toContain('Nova senha');

    const saved = await browser.submit('/br/account/password-reset/confirm', { token, password: 'nova-senha-1' });
    expect(roleTexts(saved.html, 'status')).toEqual([
      'Sua senha foi atualizada. Você já pode entrar com a nova senha.',
    ]);
    expect(saved.html).toContain('Voltar para entrar');
    const welcomed = await browser.submit('/br/account/?_action=account.login', {
      email: customer.email,
      password: 'nova-senha-1',
    });
    expect(h1Of(welcomed.html)).toBe('Olá, Lucas');
  });
});

/** The account page (docs/accounts-and-lists.md): loyalty status and specialists-circle segment, and the links each tenant shows. */
describe.each([
  {
    tenant: 'cl',
    member: { loyaltyTier: 'Elite', segment: 'Black' },
    benefits: ['Nivel del programa de fidelidad: Elite', 'Círculo de especialistas: Black'],
    none: 'Aún no participas en nuestros programas de beneficios.',
    changePassword: 'Cambiar mi contraseña',
    // docs/accounts-and-lists.md: the change-password link is hidden in Chile.
    showsChangePassword: false,
  },
  {
    tenant: 'br',
    member: { loyaltyTier: 'Premium', segment: 'Gold' },
    benefits: ['Nível do programa de fidelidade: Premium', 'Círculo de especialistas: Gold'],
    none: 'Você ainda não participa dos nossos programas de benefícios.',
    changePassword: 'Alterar minha senha',
    showsChangePassword: true,
  },
])('the account page in $tenant', (site) => {
  const benefitsOf = (html: string) => element(html, /aria-labelledby="account-benefits"/);

  it('shows the loyalty status and the specialists-circle segment', async () => {
    const { browser } = await loggedIn(site.tenant, site.member);
    const page = await browser.get(`/${site.tenant}/account/`);
    expect(elements(benefitsOf(page.html), /^<li\b/).map(textOf)).toEqual(expect.arrayContaining(site.benefits));
    const links = elements(page.html, /^<a\b/).map(textOf);
    expect(links.filter((text) => text === site.changePassword)).toHaveLength(site.showsChangePassword ? 1 : 0);
  });

  it('tells a customer outside the programmes so', async () => {
    const { browser } = await loggedIn(site.tenant);
    const page = await browser.get(`/${site.tenant}/account/`);
    expect(textOf(benefitsOf(page.html))).toContain(site.none);
    expect(textOf(page.html)).not.toContain(site.benefits[1]);
  });
});
