import { expect, type Page, test } from '@playwright/test';
import { solidPng } from '../support/solid-png';

/**
 * Search by image with JavaScript (docs/search-and-listings.md): a picture dropped on the form or taken with the
 * phone's camera goes into the form's own field, with a preview; files the server would refuse
 * are refused before the upload, with the server's own words. Without JavaScript the plain
 * upload form is covered by listing-extras.spec.ts.
 */
const sites = {
  cl: {
    drop: 'Arrastra una foto aquí o elígela',
    camera: 'Tomar una foto',
    preview: 'Vista previa de tu foto',
    remove: 'Quitar foto',
    chosen: 'Foto elegida: pared.png',
    field: /^Imagen \(PNG o JPG/,
    submit: 'Buscar productos',
    results: 'Productos parecidos a tu imagen',
    notImage: 'El archivo no es una imagen. Sube una foto PNG o JPG.',
    unreadable: 'No pudimos leer esta imagen. Prueba con otra foto PNG o JPG.',
    tooLarge: /^La imagen pesa más de \d+ MB\. Elige una más liviana\.$/,
  },
  br: {
    drop: 'Arraste uma foto para cá ou escolha uma',
    camera: 'Tirar uma foto',
    preview: 'Prévia da sua foto',
    remove: 'Remover foto',
    chosen: 'Foto escolhida: pared.png',
    field: /^Imagem \(PNG ou JPG/,
    submit: 'Buscar produtos',
    results: 'Produtos parecidos com a sua imagem',
    notImage: 'O arquivo não é uma imagem. Envie uma foto PNG ou JPG.',
    unreadable: 'Não conseguimos ler esta imagem. Tente outra foto PNG ou JPG.',
    tooLarge: /^A imagem tem mais de \d+ MB\. Escolha uma menor\.$/,
  },
} as const;

interface Dropped {
  name: string;
  type: string;
  /** The file's bytes, or a size in bytes for a file of zeros built in the page. */
  bytes: number[] | number;
}

/** Drops a file on the zone as a shopper dragging it from their desktop would. */
async function drop(page: Page, file: Dropped) {
  const dataTransfer = await page.evaluateHandle(({ name, type, bytes }) => {
    const transfer = new DataTransfer();
    const content = typeof bytes === 'number' ? new Uint8Array(bytes) : new Uint8Array(bytes);
    transfer.items.add(new File([content], name, { type }));
    return transfer;
  }, file);
  const zone = page.locator('[data-drop-zone]');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function openPage(page: Page, tenant: string) {
  await page.goto(`/${tenant}/search-by-image`);
  await expect(page.locator('astro-island:not([ssr])').filter({ has: page.locator('[data-drop-zone]') })).toHaveCount(
    1,
  );
}

for (const tenant of ['cl', 'br'] as const) {
  const site = sites[tenant];

  test.describe(`search by image with JavaScript on ${tenant}`, () => {
    test('a dropped picture shows its preview and searches', async ({ page }) => {
      await openPage(page, tenant);
      await expect(page.getByText(site.drop)).toBeVisible();
      await drop(page, { name: 'pared.png', type: 'image/png', bytes: [...solidPng([0xff, 0xff, 0xff])] });
      await expect(page.getByRole('img', { name: site.preview })).toBeVisible();
      await expect(page.getByText(site.chosen)).toBeVisible();
      // the form's own field holds the dropped file
      expect(await page.getByLabel(site.field).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
        'pared.png',
      );
      await page.getByRole('button', { name: site.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant}/search-by-image/[0-9a-f-]{36}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.results);
    });

    test('refuses before the upload what the server would, and a chosen picture can be removed or taken with the camera', async ({
      page,
    }) => {
      await openPage(page, tenant);
      const field = page.getByLabel(site.field);

      await test.step('files the server would refuse are refused before the upload', async () => {
        const cases: [Dropped, string | RegExp][] = [
          [{ name: 'notas.txt', type: 'text/plain', bytes: [0x68, 0x6f, 0x6c, 0x61] }, site.notImage],
          [{ name: 'pared.gif', type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] }, site.unreadable],
          [{ name: 'pared.png', type: 'image/png', bytes: 6 * 1024 * 1024 }, site.tooLarge],
        ];
        for (const [file, message] of cases) {
          await drop(page, file);
          await expect(page.getByRole('alert')).toHaveText(message);
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          await expect(page.getByRole('img', { name: site.preview })).toHaveCount(0);
          expect(await field.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
        }
        // a good picture clears the message
        await drop(page, { name: 'pared.png', type: 'image/png', bytes: [...solidPng([0xff, 0xff, 0xff])] });
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(field).toHaveAttribute('aria-invalid', 'false');
      });

      await test.step('a chosen picture can be removed, giving the focus back to the field', async () => {
        await field.setInputFiles({ name: 'pared.png', mimeType: 'image/png', buffer: solidPng([0x80, 0x80, 0x80]) });
        await expect(page.getByRole('img', { name: site.preview })).toBeVisible();
        await page.getByRole('button', { name: site.remove }).click();
        await expect(page.getByRole('img', { name: site.preview })).toHaveCount(0);
        await expect(field).toBeFocused();
        expect(await field.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
      });

      await test.step('the camera is offered to phones', async () => {
        const camera = page.getByLabel(site.camera);
        await expect(camera).toHaveAttribute('capture', 'environment');
        await expect(camera).toHaveAttribute('accept', 'image/*');
        await camera.setInputFiles({ name: 'pared.png', mimeType: 'image/png', buffer: solidPng([0x80, 0x80, 0x80]) });
        await expect(page.getByText(site.chosen)).toBeVisible();
      });
    });
  });
}
