import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, stubPageTenant } from '../../test-support/browser';
import { keepSavedMessage, takeSavedMessage } from './saved-notice';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the message of a save, across the reload that brings the new zone’s prices', () => {
  it('shows once on the page that comes back', () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    keepSavedMessage('Guardamos tu ubicación: Vitacura.');
    expect(takeSavedMessage()).toBe('Guardamos tu ubicación: Vitacura.');
    expect(takeSavedMessage()).toBeUndefined();
  });

  it('is another tenant’s own: a page of this one neither shows it nor keeps it', () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    stubPageTenant('br');
    keepSavedMessage('Salvamos sua localização.');
    stubPageTenant('mx');
    expect(takeSavedMessage()).toBeUndefined();
    stubPageTenant('br');
    expect(takeSavedMessage()).toBeUndefined();
  });

  it('is cut to 200 characters, whatever the storage holds', () => {
    const storage = new MemoryStorage();
    storage.setItem('locationSavedMessage', JSON.stringify({ tenant: 'cl', message: 'x'.repeat(5000) }));
    vi.stubGlobal('sessionStorage', storage);
    expect(takeSavedMessage()).toBe('x'.repeat(200));
  });

  it('is nothing without session storage (a private window that refuses it)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    keepSavedMessage('Guardamos tu ubicación.');
    expect(takeSavedMessage()).toBeUndefined();
  });
});
