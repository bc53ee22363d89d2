import { expect, test } from '@playwright/test';
import { xssPayloads } from '../support/xss-payloads';
import { shown } from './support/xss-address-steps';
import { watchForScripts } from './support/xss-fixtures';

/**
 * What shoppers type comes back as text (ARCHITECTURE "Rendering"): the payloads of
 * tests/support/xss-payloads.ts given as a postal code, then shown in Chromium with JavaScript on. No dialog opens
 * and no payload's global is set (xss-corpus.spec.ts proves the watch sees a script that runs).
 * A postal code that is not digits is refused with its message, which does not repeat it.
 */
const zipSites = [
  {
    tenant: 'br',
    zip: 'CEP',
    invalid: 'O CEP só pode ter números e hífen.',
    notFound: (code: string) => `O CEP ${code} é inválido ou não existe.`,
    opener: /^Entregar em /,
    dialog: 'Escolha onde receber seus produtos',
    save: 'Salvar localização',
  },
  {
    tenant: 'mx',
    zip: 'Código postal',
    invalid: 'El código postal solo puede tener números y guiones.',
    notFound: (code: string) => `El código postal ${code} no es válido o no existe.`,
    opener: /^Despachar a /,
    dialog: 'Elige dónde recibir tus productos',
    save: 'Guardar ubicación',
  },
] as const;

test('postal codes made of the payloads are refused by the location API with their message', async ({ request }) => {
  for (const site of zipSites) {
    for (const payload of xssPayloads) {
      const byCode = await request.get(`/api/${site.tenant}/location?zipCode=${encodeURIComponent(payload)}`);
      expect(byCode.status(), payload).toBe(400);
      expect(byCode.headers()['content-type'], payload).toContain('application/json');
      const answer = (await byCode.json()) as { errors: { message: string }[] };
      expect(
        answer.errors.map((error) => error.message),
        payload,
      ).toEqual([site.invalid]);
      const suggested = await request.get(`/api/${site.tenant}/postcodes?searchTerm=${encodeURIComponent(payload)}`);
      expect(suggested.status(), payload).toBe(400);
      const suggestions = (await suggested.json()) as { errors: { message: string }[] };
      expect(
        suggestions.errors.map((error) => error.message),
        payload,
      ).toEqual([site.invalid]);
    }
  }
});

test('a postal code given back in the location page’s message stays text', async ({ page }) => {
  test.setTimeout(180_000);
  const ran = watchForScripts(page);
  for (const site of zipSites) {
    // the no-JavaScript form comes back with the code it did not find in the address: anyone can write that address
    for (const [index, payload] of xssPayloads.entries()) {
      if (site.tenant === 'mx' && index % 3 !== 0) continue;
      const flags = new URLSearchParams({ locationError: 'validation.zip.notFound', 'locationError.zipCode': payload });
      await page.goto(`/${site.tenant}/location/?${flags}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(shown(site.notFound(payload.slice(0, 40))));
      expect(await ran(), payload).toEqual([]);
    }
  }
});

test('postal codes typed into the location form and modal are refused with their message and stay text', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const ran = watchForScripts(page);
  const typed = xssPayloads.filter((_, index) => index % 5 === 0);
  for (const site of zipSites) {
    for (const payload of typed) {
      // the location page's form, as without JavaScript: the field's length limit taken off, as a crafted request would
      await page.goto(`/${site.tenant}/location/`);
      const field = page.getByRole('main').getByLabel(site.zip, { exact: true });
      await field.evaluate((input) => input.removeAttribute('maxlength'));
      await field.fill(payload.slice(0, 20));
      await page.getByRole('main').getByRole('button', { name: site.save, exact: true }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(site.invalid);
      expect(page.url(), payload).not.toContain(encodeURIComponent(payload.slice(0, 20)));

      // the modal: the code remembered from the last save is offered again, and a typed one is refused
      await page.evaluate(([tenant, zipCode]) => localStorage.setItem('zipCode', JSON.stringify({ tenant, zipCode })), [
        site.tenant,
        payload,
      ] as const);
      await page.goto(`/${site.tenant}/`);
      await page.getByRole('button', { name: site.opener }).click();
      const dialog = page.getByRole('dialog', { name: site.dialog });
      const zip = dialog.getByRole('textbox', { name: site.zip });
      await expect(zip).toHaveValue(payload.slice(0, 10));
      await zip.fill(payload);
      await dialog.getByRole('button', { name: site.save, exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(site.invalid);
      expect(await ran(), payload).toEqual([]);
    }
  }
});
