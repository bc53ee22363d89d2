import { atom, onMount } from 'nanostores';
import { addToCompare, removeFromCompare, storedCompareIds, withCompareIds } from '../lib/compare';
import type { ErrorCode } from '../lib/validation/error-codes';
import { pageTenant } from './page-context';
import { getItem, localKeys, onOtherTab, setItem } from './storage';

/** The products the shopper compares (docs/accounts-and-lists.md compare list), this tenant's, in the order added. */
export const $compareIds = atom<string[]>([]);

const readStored = () => getItem('local', localKeys.compareList, (raw) => raw);
/** Storage is the truth: another tab or page may have changed the list since this one read it. */
const current = () => storedCompareIds(readStored(), pageTenant());

onMount($compareIds, () => {
  $compareIds.set(current());
  return onOtherTab(localKeys.compareList, (raw) => $compareIds.set(storedCompareIds(raw, pageTenant())));
});

/**
 * Keeps the list in local storage and shows the page's compare bar when it has products. A list storage refused (full,
 * blocked) is not kept in memory either: the shopper would lose it on the next page.
 */
function save(ids: string[]): boolean {
  setItem('local', localKeys.compareList, withCompareIds(readStored(), pageTenant(), ids));
  if (current().join() !== ids.join()) return false;
  $compareIds.set(ids);
  // shows or hides the compare bar (src/components/compare/CompareBar.astro)
  if (ids.length > 0) document.documentElement.dataset.compare = '';
  else delete document.documentElement.dataset.compare;
  return true;
}

/** Adds a product; answers the error code (docs/accounts-and-lists.md) when it could not be added. */
export function addCompared(id: string): ErrorCode | undefined {
  const added = addToCompare(current(), id);
  if (!added.ok) return added.code;
  return save(added.ids) ? undefined : 'COMPARE_ADD_FAILED';
}

export function removeCompared(id: string): void {
  save(removeFromCompare(current(), id));
}

/** Takes the compare page's products as the list (the page may have been shared, or trimmed). */
export function replaceCompared(ids: string[]): void {
  if (ids.join() !== current().join()) save(ids);
}

export function clearCompared(): void {
  save([]);
}
