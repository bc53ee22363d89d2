import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $locationModal, $sticky, closeLocationModal, locationSaved, openLocationModal, updateSticky } from './header';

describe('sticky header (docs/browser-state.md: past scroll position 30)', () => {
  it.each([
    [0, false],
    [30, false],
    [31, true],
    [900, true],
  ])('at %i px is sticky: %s', (scrollY, sticky) => {
    updateSticky(scrollY);
    expect($sticky.get()).toBe(sticky);
  });
});

describe('location modal (docs/browser-state.md)', () => {
  beforeEach(() => closeLocationModal());

  it('opens in zip-code-only mode by default', () => {
    openLocationModal();
    expect($locationModal.get()).toEqual({ open: true, mode: 'zipOnly' });
  });

  it('on save runs every registered callback once, then closes back in zip-only mode', () => {
    const first = vi.fn();
    const second = vi.fn();
    openLocationModal({ mode: 'full', onSaved: first });
    openLocationModal({ onSaved: second });
    expect($locationModal.get()).toEqual({ open: true, mode: 'full' });
    locationSaved();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect($locationModal.get()).toEqual({ open: false, mode: 'zipOnly' });
    locationSaved();
    expect(first).toHaveBeenCalledOnce();
  });

  it('on close clears the callbacks: a later save does not run them', () => {
    const callback = vi.fn();
    openLocationModal({ onSaved: callback });
    closeLocationModal();
    expect($locationModal.get().open).toBe(false);
    openLocationModal();
    locationSaved();
    expect(callback).not.toHaveBeenCalled();
  });
});
