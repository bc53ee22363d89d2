import { expect, type Page, test } from '@playwright/test';
import { logIn, newCustomer, servedZones } from './support/account-fixtures';

/** The account's address book (spec §6, login required): add, edit, make default and delete, with and without JavaScript. */
const sites = [
  {
    tenant: 'cl',
    login: { email: 'Correo electrónico', password: 'Contraseña', signIn: 'Ingresar' },
    none: 'Aún no tienes direcciones guardadas.',
    manage: 'Administrar mis direcciones',
    title: 'Mis direcciones',
    labelField: 'Nombre de la dirección (por ejemplo Casa)',
    streetField: 'Calle y número',
    zoneField: 'Zona de entrega',
    add: 'Agregar dirección',
    save: 'Guardar cambios',
    saved: 'Tus direcciones se actualizaron.',
    labelRequired: 'Ingresa un nombre para la dirección, por ejemplo Casa.',
    badge: 'Predeterminada',
    edit: (label: string) => `Editar la dirección ${label}`,
    makeDefault: (label: string) => `Usar ${label} como dirección predeterminada`,
    remove: (label: string) => `Eliminar la dirección ${label}`,
    defaultLine: 'Dirección predeterminada: Casa',
    loginRequired: 'Inicia sesión para ver y guardar tus direcciones.',
  },
  {
    tenant: 'br',
    login: { email: 'E-mail', password: 'Senha', signIn: 'Entrar' },
    none: 'Você ainda não tem endereços salvos.',
    manage: 'Gerenciar meus endereços',
    title: 'Meus endereços',
    labelField: 'Nome do endereço (por exemplo Casa)',
    streetField: 'Rua e número',
    zoneField: 'Região de entrega',
    add: 'Adicionar endereço',
    save: 'Salvar alterações',
    saved: 'Seus endereços foram atualizados.',
    labelRequired: 'Digite um nome para o endereço, por exemplo Casa.',
    badge: 'Principal',
    edit: (label: string) => `Editar o endereço ${label}`,
    makeDefault: (label: string) => `Usar ${label} como endereço principal`,
    remove: (label: string) => `Excluir o endereço ${label}`,
    defaultLine: 'Endereço principal: Casa',
    loginRequired: 'Entre na sua conta para ver e salvar seus endereços.',
  },
] as const;

const card = (page: Page, label: string) =>
  page
    .getByRole('list', { name: /direcciones|endereços/ })
    .getByRole('listitem')
    .filter({ hasText: label });

for (const site of sites) {
  const t = site.tenant;
  for (const javaScript of [true, false]) {
    test.describe(`${t} (JavaScript ${javaScript ? 'on' : 'off'})`, () => {
      test.use({ javaScriptEnabled: javaScript });

      test(`${t}: adds, edits, makes default and deletes saved addresses`, async ({ page }) => {
        const [home, office] = servedZones(t);
        if (!home || !office) throw new Error(`two served zones in ${t}`);
        await logIn(page, t, newCustomer(t), site.login);
        await expect(page.getByRole('region', { name: /Direcciones|Endereços/ })).toContainText(site.none);
        await page.getByRole('link', { name: site.manage }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.title);

        // spec §5: a name of blanks is no name; the message is the tenant's language.
        await page.getByLabel(site.labelField).fill('   ');
        await page.getByLabel(site.streetField).fill('Los Aromos 1234');
        await page.getByLabel(site.zoneField).selectOption(home.id);
        await page.getByRole('button', { name: site.add }).click();
        await expect(page.getByRole('alert')).toHaveText(site.labelRequired);

        await page.getByLabel(site.labelField).fill('Casa');
        await page.getByLabel(site.streetField).fill('Los Aromos 1234');
        await page.getByLabel(site.zoneField).selectOption(home.id);
        await page.getByRole('button', { name: site.add }).click();
        await expect(page.getByRole('status')).toHaveText(site.saved);
        await expect(card(page, 'Casa')).toContainText(`Los Aromos 1234, ${home.label}`);
        await expect(card(page, 'Casa')).toContainText(site.badge);

        await page.getByLabel(site.labelField).fill('Oficina');
        await page.getByLabel(site.streetField).fill('Av. Grecia 900');
        await page.getByLabel(site.zoneField).selectOption(office.id);
        await page.getByRole('button', { name: site.add }).click();
        await expect(card(page, 'Oficina')).toContainText(`Av. Grecia 900, ${office.label}`);
        await expect(card(page, 'Oficina')).not.toContainText(site.badge);

        await page.getByRole('button', { name: site.makeDefault('Oficina') }).click();
        await expect(card(page, 'Oficina')).toContainText(site.badge);
        await expect(card(page, 'Casa')).not.toContainText(site.badge);

        await page.getByRole('link', { name: site.edit('Casa') }).click();
        await expect(page.getByLabel(site.streetField)).toHaveValue('Los Aromos 1234');
        await page.getByLabel(site.streetField).fill('Los Aromos 1300');
        await page.getByRole('button', { name: site.save }).click();
        await expect(page.getByRole('status')).toHaveText(site.saved);
        await expect(card(page, 'Casa')).toContainText('Los Aromos 1300');

        // Deleting the default one makes the one left the default.
        await page.getByRole('button', { name: site.remove('Oficina') }).click();
        await expect(card(page, 'Oficina')).toHaveCount(0);
        await expect(card(page, 'Casa')).toContainText(site.badge);

        await page.goto(`/${t}/account/`);
        await expect(page.getByText(site.defaultLine)).toBeVisible();
      });
    });
  }

  test(`${t}: a guest is sent to log in`, async ({ page }) => {
    await page.goto(`/${t}/account/addresses/`);
    await expect(page).toHaveURL(new RegExp(`/${t}/account/\\?error=addresses.loginRequired`));
    await expect(page.getByRole('alert')).toHaveText(site.loginRequired);
  });
}
