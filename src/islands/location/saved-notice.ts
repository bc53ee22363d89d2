import { pageTenant } from '../../stores/page-context';
import { getItem, removeItem, setItem } from '../../stores/storage';

/**
 * The success message of a save (docs/zones-and-price-groups.md), kept in session storage across the reload that brings
 * the new zone's prices: the page that comes back shows it. Per tenant, as the zone is.
 */
const savedMessageKey = 'locationSavedMessage';

export function keepSavedMessage(message: string): void {
  setItem('session', savedMessageKey, { tenant: pageTenant(), message });
}

export function takeSavedMessage(): string | undefined {
  const tenant = pageTenant();
  const found = getItem('session', savedMessageKey, (raw) => {
    const value = raw as { tenant?: unknown; message?: unknown } | null;
    return value?.tenant === tenant && typeof value.message === 'string' ? value.message.slice(0, 200) : undefined;
  });
  removeItem('session', savedMessageKey);
  return found;
}
