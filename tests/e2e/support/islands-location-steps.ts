import { expect, type Page } from '@playwright/test';
import { type ChangingZone, deliveryCodes, markPage, pageWasReloaded, words } from './islands-location-fixtures';
import { currentPrice, type TenantId } from './product-options-fixtures';

/** Steps of the location modal's browser tests (islands-location*.spec.ts). */

export const locationSaveAction = '**/_actions/location.save/';

/** The page's toasts and transient message (the Toasts island), where a save's message shows after the reload. */
export const notices = (page: Page) => page.getByRole('region', { name: 'Avisos' });

export function dialogOf(page: Page, tenant: TenantId) {
  return page.getByRole('dialog', { name: words[tenant].title });
}

export async function openFromHeader(page: Page, tenant: TenantId, label: string) {
  await page.getByRole('button', { name: words[tenant].opener(label) }).click();
  const dialog = dialogOf(page, tenant);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** After a save the page is fetched again: the message, the header, the price and the delivery methods are the zone's. */
export async function expectZoneShown(page: Page, tenant: TenantId, zone: ChangingZone) {
  await expect(notices(page)).toContainText(words[tenant].saved(zone.label));
  expect(await pageWasReloaded(page)).toBe(true);
  await expect(dialogOf(page, tenant)).toHaveCount(0);
  await expect(page.locator('[data-region-label]')).toHaveText(zone.label);
  await expect(currentPrice(page)).toContainText(zone.after.price);
  expect(await deliveryCodes(page)).toEqual(zone.after.codes);
}

export async function onProductPage(page: Page, url: string, zone: ChangingZone) {
  await page.goto(url);
  await expect(currentPrice(page)).toContainText(zone.before.price);
  expect(await deliveryCodes(page)).toEqual(zone.before.codes);
  await markPage(page);
}
