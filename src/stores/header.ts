import { atom } from 'nanostores';
import { stickyHeader } from '../lib/constants';

/** docs/browser-state.md: the header is sticky once the page scrolled past 30 px. */
export const $sticky = atom(false);

export function updateSticky(scrollY: number): void {
  const sticky = scrollY > stickyHeader.scrollPosition;
  if (sticky !== $sticky.get()) $sticky.set(sticky);
}

/**
 * docs/browser-state.md location modal: open or closed, in zip-code-only mode by default. Whoever opens it may
 * register callbacks: on save they all run and the modal resets to zip-only mode; on close they
 * are cleared.
 */
export type LocationModalMode = 'zipOnly' | 'full';
export const $locationModal = atom<{ open: boolean; mode: LocationModalMode }>({ open: false, mode: 'zipOnly' });

type SavedCallback = () => void;
let savedCallbacks: SavedCallback[] = [];

export function openLocationModal(options: { mode?: LocationModalMode; onSaved?: SavedCallback } = {}): void {
  if (options.onSaved) savedCallbacks.push(options.onSaved);
  $locationModal.set({ open: true, mode: options.mode ?? $locationModal.get().mode });
}

/** The shopper asked for the other ways (zip-code tenants: "I don't know my postal code"), or back. */
export function setLocationModalMode(mode: LocationModalMode): void {
  $locationModal.set({ ...$locationModal.get(), mode });
}

export function closeLocationModal(): void {
  savedCallbacks = [];
  $locationModal.set({ open: false, mode: $locationModal.get().mode });
}

/** After a save: every registered callback runs once, then the modal closes back in zip-only mode. */
export function locationSaved(): void {
  const callbacks = savedCallbacks;
  savedCallbacks = [];
  $locationModal.set({ open: false, mode: 'zipOnly' });
  for (const callback of callbacks) callback();
}
