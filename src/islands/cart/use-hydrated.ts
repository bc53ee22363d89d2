import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False while React renders on the server and hydrates, true afterwards: what only JavaScript
 * can do (skip the browser's own checks, disable a field the script fills) waits for it, so the
 * server's markup stays whole without JavaScript and hydration matches it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
