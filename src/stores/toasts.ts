import { atom } from 'nanostores';
import { type ToastType, toastMs, transientMessageMs } from '../lib/constants';

export interface Toast {
  id: number;
  type: ToastType;
  text: string;
}

/** docs/browser-state.md: toasts (success, error, warning) that leave after 4,000 ms. */
export const $toasts = atom<Toast[]>([]);
/** docs/browser-state.md: one transient message at a time, cleared after 10 seconds. */
export const $transientMessage = atom<string | null>(null);

let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function showToast(type: ToastType, text: string): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, type, text }]);
  setTimeout(() => dismissToast(id), toastMs);
  return id;
}

let transientTimer: ReturnType<typeof setTimeout> | undefined;

export function showTransientMessage(text: string): void {
  clearTimeout(transientTimer);
  $transientMessage.set(text);
  transientTimer = setTimeout(() => $transientMessage.set(null), transientMessageMs);
}
