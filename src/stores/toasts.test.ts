import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, $transientMessage, dismissToast, showToast, showTransientMessage } from './toasts';

describe('toasts and transient messages (docs/browser-state.md)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a toast of each type shows until 4,000 ms have passed', () => {
    showToast('success', 'Agregado');
    showToast('error', 'Falló');
    showToast('warning', 'Ojo');
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success', 'error', 'warning']);
    vi.advanceTimersByTime(3999);
    expect($toasts.get()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('a toast can be dismissed before its time', () => {
    const id = showToast('success', 'Agregado');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });

  it('a transient message clears itself after 10 s, and a newer one restarts the clock', () => {
    showTransientMessage('uno');
    vi.advanceTimersByTime(6000);
    showTransientMessage('dos');
    vi.advanceTimersByTime(6000);
    expect($transientMessage.get()).toBe('dos');
    vi.advanceTimersByTime(4000);
    expect($transientMessage.get()).toBeNull();
  });
});
