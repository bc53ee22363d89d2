import { expect, type Page, test } from '@playwright/test';
import { logIn, newCustomer, servedZones } from './support/account-fixtures';

/**
 * Saved addresses set the zone (docs/zones-and-price-groups.md "saved address"; docs/zones-and-price-groups.md saved addresses): the location
 * modal's way with JavaScript offers the customer's addresses, and choosing one saves its zone,
 * which the header then shows. The location page's way without JavaScript, and the address
 * book's forms: tests/http/address-book-forms.test.ts.
 */
const sites = [
  {
    tenant: 'cl',
    place: /^Despachar a /,
    dialog: 'Elige dónde recibir tus productos',
    way: 'Mis direcciones',
    none: 'Aún no tienes direcciones guardadas.',
    manage: 'Administrar mis direcciones',
    save: 'Guardar ubicación',
  },
  {
    tenant: 'br',
    place: /^Entregar em /,
    dialog: 'Escolha onde receber seus produtos',
    way: 'Meus endereços',
    none: 'Você ainda não tem endereços salvos.',
    manage: 'Gerenciar meus endereços',
    save: 'Salvar localização',
  },
] as const;

const regionLabel = (page: Page) => page.locator('[data-region-label]');

/** Opens the location modal from the header's place, and answers its saved-address way. */
async function openWay(page: Page, site: (typeof sites)[number]) {
  await page.getByRole('button', { name: site.place }).click();
  return page.getByRole('dialog', { name: site.dialog }).getByRole('group', { name: site.way });
}

for (const site of sites) {
  const t = site.tenant;

  test(`${t}: the location modal offers the saved addresses, and choosing one sets the zone`, async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(context, baseURL ?? '', t, newCustomer(t));
    await page.goto(`/${t}/`);
    const shown = (await regionLabel(page).textContent()) ?? '';

    await test.step('a customer without saved addresses is told so, and led to the address book', async () => {
      const way = await openWay(page, site);
      await expect(way).toContainText(site.none);
      await expect(way.getByRole('radio')).toHaveCount(0);
      await page.getByRole('dialog', { name: site.dialog }).getByRole('link', { name: site.manage }).click();
      await expect(page).toHaveURL(new RegExp(`/${t}/account/addresses/$`));
    });

    await test.step('an address saved is offered, and choosing it sets its zone', async () => {
      // a zone other than the one the header shows, so that choosing it changes something
      const zone = servedZones(t).find((candidate) => candidate.label !== shown);
      if (!zone) throw new Error(`a served zone in ${t} other than ${shown}`);
      const saved = await page.request.post(`/api/${t}/addresses`, {
        data: { label: 'Obra', street: 'Av. Grecia 900', zoneId: zone.id },
        headers: { origin: baseURL ?? '' },
      });
      expect(saved.status()).toBe(201);
      await page.goto(`/${t}/`);

      const way = await openWay(page, site);
      await way.getByRole('radio', { name: `Obra: Av. Grecia 900, ${zone.label}` }).check();
      // the island fetches the page again after a save, for the new zone's prices: wait for that
      // load rather than reload over it
      const reloaded = page.waitForEvent('load');
      await way.getByRole('button', { name: site.save }).click();
      await reloaded;
      await expect(regionLabel(page)).toHaveText(zone.label);
    });
  });
}
