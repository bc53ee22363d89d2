import { expect, test } from '@playwright/test';
import { settled, watchForScripts, xssSample } from './support/xss-fixtures';

/**
 * What shoppers type comes back as text (docs/rendering-and-caching.md#what-shoppers-type). Every payload of
 * tests/support/xss-payloads.ts given as a postal code is checked over HTTP: refused by the APIs
 * and the location page's form with a message that does not repeat it, never shown when the page's
 * address names it (tests/http/xss-postal-codes.test.ts). Here Chromium, with JavaScript on,
 * watches a sample of each kind (xssSample) in that message and in the location modal's island,
 * on the two tenants that find zones by postal code: no dialog opens and no payload's global is
 * set (xss-corpus.spec.ts proves the watch sees a script that runs).
 */
const zipSites = [
  {
    tenant: 'br',
    zip: 'CEP',
    invalid: 'O CEP só pode ter números e hífen.',
    generic: 'Algo deu errado. Tente novamente.',
    opener: /^Entregar em /,
    dialog: 'Escolha onde receber seus produtos',
    save: 'Salvar localização',
  },
  {
    tenant: 'mx',
    zip: 'Código postal',
    invalid: 'El código postal solo puede tener números y guiones.',
    generic: 'Algo salió mal. Inténtalo de nuevo.',
    opener: /^Despachar a /,
    dialog: 'Elige dónde recibir tus productos',
    save: 'Guardar ubicación',
  },
] as const;

for (const site of zipSites) {
  test(`${site.tenant}: a postal code named in the location page’s address runs nothing`, async ({ page }) => {
    const ran = watchForScripts(page);
    // the no-JS form comes back with the code it did not find in the address: anyone can write that
    // address, so a code that is not one is never shown, only the generic message
    for (const payload of xssSample) {
      const flags = new URLSearchParams({ locationError: 'validation.zip.notFound', 'locationError.zipCode': payload });
      await page.goto(`/${site.tenant}/location/?${flags}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(site.generic);
      await settled(page);
      expect(await ran(), payload).toEqual([]);
    }
  });

  test(`${site.tenant}: postal codes remembered and typed in the location modal are refused and run nothing`, async ({
    page,
  }) => {
    const ran = watchForScripts(page);
    await page.goto(`/${site.tenant}/`);
    const opener = page.getByRole('button', { name: site.opener });
    const dialog = page.getByRole('dialog', { name: site.dialog });
    const zip = dialog.getByRole('textbox', { name: site.zip });
    for (const payload of xssSample) {
      // the code remembered from the last save is offered again when the modal opens, and a typed one is refused
      await page.evaluate(([tenant, zipCode]) => localStorage.setItem('zipCode', JSON.stringify({ tenant, zipCode })), [
        site.tenant,
        payload,
      ] as const);
      await opener.click();
      await expect(zip).toHaveValue(payload.slice(0, 10));
      await zip.fill(payload);
      await dialog.getByRole('button', { name: site.save, exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(site.invalid);
      expect(await ran(), payload).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
}
