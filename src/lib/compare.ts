import { choices } from './choices';
import type { ErrorCode } from './validation/error-codes';

/** docs/accounts-and-lists.md#compare: the maximum is our choice, kept in one place (choices.ts). */
export const compareMaximum = choices.compareMaximum;

/** A catalogue product id, as the product URLs and the product API take it. */
const productIdShape = /^[A-Za-z0-9_-]{1,40}$/;

export const isComparableId = (id: unknown): id is string => typeof id === 'string' && productIdShape.test(id);

/** Distinct valid ids, in their order, at most the maximum: whatever storage or a URL held. */
export function cleanCompareIds(ids: readonly unknown[]): string[] {
  return [...new Set(ids.filter(isComparableId))].slice(0, compareMaximum);
}

/**
 * docs/accounts-and-lists.md compare list in local storage. Local storage is the host's, and a host may serve
 * several tenants: the stored value keeps one list per tenant, `{ "cl": ["100000"], ... }`.
 */
export function storedCompareIds(raw: unknown, tenant: string): string[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  const ids = (raw as Record<string, unknown>)[tenant];
  return Array.isArray(ids) ? cleanCompareIds(ids) : [];
}

/** The stored value with this tenant's list replaced, other tenants' lists kept. */
export function withCompareIds(raw: unknown, tenant: string, ids: readonly string[]): Record<string, string[]> {
  const kept = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const lists: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(kept)) {
    if (key !== tenant && Array.isArray(value)) lists[key] = cleanCompareIds(value);
  }
  if (ids.length > 0) lists[tenant] = [...ids];
  return lists;
}

export type CompareAdd = { ok: true; ids: string[] } | { ok: false; code: Extract<ErrorCode, `COMPARE_${string}`> };

/**
 * Adds a product to the list (docs/accounts-and-lists.md compare add error): a product already there stays once; a
 * full list refuses with COMPARE_LIST_FULL, an id that names no product with COMPARE_ADD_FAILED.
 */
export function addToCompare(ids: readonly string[], id: string): CompareAdd {
  if (!isComparableId(id)) return { ok: false, code: 'COMPARE_ADD_FAILED' };
  if (ids.includes(id)) return { ok: true, ids: [...ids] };
  if (ids.length >= compareMaximum) return { ok: false, code: 'COMPARE_LIST_FULL' };
  return { ok: true, ids: [...ids, id] };
}

export const removeFromCompare = (ids: readonly string[], id: string): string[] => ids.filter((kept) => kept !== id);

/** The ids of a compare page's `?ids=1,2,3`; `overflow` when it named more than the maximum. */
export function compareQueryIds(value: string | null): { ids: string[]; overflow: boolean } {
  const named = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(isComparableId),
    ),
  ];
  return { ids: named.slice(0, compareMaximum), overflow: named.length > compareMaximum };
}

/** The compare page of a list: its ids in the URL, so it renders on the server and can be shared. */
export function compareHref(tenant: string, ids: readonly string[]): string {
  return ids.length === 0 ? `/${tenant}/compare/` : `/${tenant}/compare/?ids=${ids.map(encodeURIComponent).join(',')}`;
}

export interface CompareRow {
  name: string;
  /** One value per product, in the products' order; null where a product does not have it. */
  values: (string | null)[];
  /** The products do not all say the same: the page highlights the row. */
  differs: boolean;
}

/**
 * The attributes side by side: every attribute any product has, in the order they first appear,
 * with the products that lack one showing nothing. A row differs when its values (missing ones
 * included) are not all the same, compared without case or surrounding spaces.
 */
export function compareRows(
  products: readonly { attributes: readonly { name: string; value: string }[] }[],
): CompareRow[] {
  const names: string[] = [];
  for (const product of products) {
    for (const { name } of product.attributes) if (!names.includes(name)) names.push(name);
  }
  return names.map((name) => {
    const values = products.map((product) => product.attributes.find((row) => row.name === name)?.value ?? null);
    const seen = new Set(values.map((value) => (value === null ? null : value.trim().toLowerCase())));
    return { name, values, differs: products.length > 1 && seen.size > 1 };
  });
}
