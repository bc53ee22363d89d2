/**
 * docs/browser-state.md local and session storage keys, and docs/browser-state.md's wrapper (set, get, remove). Storage
 * may be missing or full (private windows, quotas): a failure reads as nothing and writes nothing,
 * never as a broken page.
 */
export const localKeys = {
  history: 'history',
  compareList: 'compareList',
  zoneInfo: 'zoneInfo',
  temporaryLocations: 'temporaryLocations',
  zipCode: 'zipCode',
  queryId: 'queryId',
  userInfo: 'userInfo',
  abandonedCart: 'abandonedCart',
  visitorId: 'visitorId',
} as const;

export const sessionKeys = {
  previousUrl: 'previousUrl',
  currentUrl: 'currentUrl',
  searchTerm: 'searchTerm',
  queryId: 'queryId',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function getItem<T>(which: Area, key: string, parse: (raw: unknown) => T | undefined): T | undefined {
  try {
    const raw = area(which)?.getItem(key);
    return raw == null ? undefined : parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function setItem(which: Area, key: string, value: unknown): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // full or unavailable: the value lives in memory for this page only
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // unavailable: nothing was kept
  }
}

/** Runs `listener` when another tab writes `key` in local storage (the storage event never fires in the writer). */
export function onOtherTab(key: string, listener: (raw: unknown) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handle = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null) return;
    try {
      listener(JSON.parse(event.newValue));
    } catch {
      // another version of the page wrote something else: ignore it
    }
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
