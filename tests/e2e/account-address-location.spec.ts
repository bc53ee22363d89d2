import { expect, type Page, test } from '@playwright/test';
import { logIn, newCustomer, servedZones } from './support/account-fixtures';

/**
 * Saved addresses set the zone (spec §4 "saved address"; spec §6 saved addresses): an address
 * added in the account's address book is offered by the location modal with JavaScript, and by
 * the location page without it; choosing it saves its zone, which the header then shows.
 */
const sites = [
  {
    tenant: 'cl',
    login: { email: 'Correo electrónico', password: 'Contraseña', signIn: 'Ingresar' },
    labelField: 'Nombre de la dirección (por ejemplo Casa)',
    streetField: 'Calle y número',
    zoneField: 'Zona de entrega',
    add: 'Agregar dirección',
    place: /^Despachar a /,
    dialog: 'Elige dónde recibir tus productos',
    way: 'Mis direcciones',
    none: 'Aún no tienes direcciones guardadas.',
    manage: 'Administrar mis direcciones',
    save: 'Guardar ubicación',
    saved: (label: string) => `Guardamos tu ubicación: ${label}.`,
  },
  {
    tenant: 'br',
    login: { email: 'E-mail', password: 'Senha', signIn: 'Entrar' },
    labelField: 'Nome do endereço (por exemplo Casa)',
    streetField: 'Rua e número',
    zoneField: 'Região de entrega',
    add: 'Adicionar endereço',
    place: /^Entregar em /,
    dialog: 'Escolha onde receber seus produtos',
    way: 'Meus endereços',
    none: 'Você ainda não tem endereços salvos.',
    manage: 'Gerenciar meus endereços',
    save: 'Salvar localização',
    saved: (label: string) => `Salvamos sua localização: ${label}.`,
  },
] as const;

type Site = (typeof sites)[number];

/** Adds one address through the address book's form; answers the option text the location ways show. */
async function addAddress(page: Page, site: Site, zone: { id: string; label: string }): Promise<string> {
  await page.goto(`/${site.tenant}/account/addresses/`);
  await page.getByLabel(site.labelField).fill('Obra');
  await page.getByLabel(site.streetField).fill('Av. Grecia 900');
  await page.getByLabel(site.zoneField).selectOption(zone.id);
  await page.getByRole('button', { name: site.add }).click();
  await expect(page.getByText(`Av. Grecia 900, ${zone.label}`)).toBeVisible();
  return `Obra: Av. Grecia 900, ${zone.label}`;
}

/** A served zone that is not the one the header shows now, so that choosing it changes something. */
function anotherZone(t: string, shown: string) {
  const zone = servedZones(t).find((candidate) => candidate.label !== shown);
  if (!zone) throw new Error(`a served zone in ${t} other than ${shown}`);
  return zone;
}

const regionLabel = (page: Page) => page.locator('[data-region-label]');

for (const site of sites) {
  const t = site.tenant;

  test.describe(`${t} (JavaScript on)`, () => {
    test(`${t}: the location modal offers the saved address, and choosing it sets the zone`, async ({ page }) => {
      await logIn(page, t, newCustomer(t), site.login);
      await page.goto(`/${t}/`);
      const zone = anotherZone(t, (await regionLabel(page).textContent()) ?? '');
      const option = await addAddress(page, site, zone);

      await page.goto(`/${t}/`);
      await page.getByRole('button', { name: site.place }).click();
      const way = page.getByRole('dialog', { name: site.dialog }).getByRole('group', { name: site.way });
      await way.getByRole('radio', { name: option }).check();
      // the island fetches the page again after a save, for the new zone's prices: wait for that
      // load rather than reload over it
      const reloaded = page.waitForEvent('load');
      await way.getByRole('button', { name: site.save }).click();
      await reloaded;
      await expect(regionLabel(page)).toHaveText(zone.label);
    });

    test(`${t}: a customer without saved addresses is told so in the modal, and led to the address book`, async ({
      page,
    }) => {
      await logIn(page, t, newCustomer(t), site.login);
      await page.goto(`/${t}/`);
      await page.getByRole('button', { name: site.place }).click();
      const way = page.getByRole('dialog', { name: site.dialog }).getByRole('group', { name: site.way });
      await expect(way).toContainText(site.none);
      await expect(way.getByRole('radio')).toHaveCount(0);
      await page.getByRole('dialog', { name: site.dialog }).getByRole('link', { name: site.manage }).click();
      await expect(page).toHaveURL(new RegExp(`/${t}/account/addresses/$`));
    });
  });

  test.describe(`${t} (JavaScript off)`, () => {
    test.use({ javaScriptEnabled: false });

    test(`${t}: the location page offers the saved address, and choosing it sets the zone`, async ({ page }) => {
      await logIn(page, t, newCustomer(t), site.login);
      await page.goto(`/${t}/`);
      const zone = anotherZone(t, (await regionLabel(page).textContent()) ?? '');
      const option = await addAddress(page, site, zone);

      await page.goto(`/${t}/`);
      await page.getByRole('link', { name: site.place }).click();
      const way = page.getByRole('group', { name: site.way });
      // The only address is the default one, so it comes chosen.
      await expect(way.getByRole('radio', { name: option })).toBeChecked();
      await way.getByRole('button', { name: site.save }).click();
      await expect(page.getByText(site.saved(zone.label))).toBeVisible();
      await expect(regionLabel(page)).toHaveText(zone.label);
    });

    test(`${t}: a visitor is not offered saved addresses; a customer without any is led to the address book`, async ({
      page,
    }) => {
      await page.goto(`/${t}/location`);
      await expect(page.getByRole('group', { name: site.way })).toHaveCount(0);
      await logIn(page, t, newCustomer(t), site.login);
      await page.goto(`/${t}/location`);
      await expect(page.getByRole('group', { name: site.way })).toContainText(site.none);
      await page.getByRole('link', { name: site.manage }).click();
      await expect(page).toHaveURL(new RegExp(`/${t}/account/addresses/$`));
    });
  });
}
