import { useStore } from '@nanostores/react';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { $locationModal, openLocationModal } from '../stores/header';
import { showTransientMessage } from '../stores/toasts';
import type { LocationDialogProps } from './location/LocationDialog';
import { takeSavedMessage } from './location/saved-notice';
import type { LocationModalWords } from './location/words';

/** The dialog's code, fetched on first open; if it cannot be fetched, the page without JavaScript does the job. */
const LocationDialog = lazy<ComponentType<LocationDialogProps>>(() =>
  import('./location/LocationDialog').catch(() => ({
    default: ({ fallbackHref }: LocationDialogProps) => {
      useEffect(() => window.location.assign(fallbackHref), [fallbackHref]);
      return null;
    },
  })),
);

interface Props {
  words: LocationModalWords;
  /** docs/zones-and-price-groups.md: the tenant chooses by postal code (br, mx). */
  zipCodes: boolean;
  /** The page that chooses the zone without JavaScript: where the shopper goes if the modal cannot load. */
  fallbackHref: string;
}

/**
 * The location modal (docs/zones-and-price-groups.md). Only this shell loads with the page: it follows the open flag of
 * the header store and fetches the dialog the first time a shopper opens it. After a save the page
 * is reloaded; the save's message then shows as the page's transient message (docs/zones-and-price-groups.md, 10 s).
 */
export default function LocationModal({ words, zipCodes, fallbackHref }: Props) {
  const { open, mode } = useStore($locationModal);

  useEffect(() => {
    const message = takeSavedMessage();
    if (message) showTransientMessage(message);
  }, []);

  // the page's other openers (the product page's location section) are plain buttons, hidden
  // without JavaScript, where the region and city forms stand in for them: one island per page,
  // and pages whose islands render in a fixed order
  useEffect(() => {
    const openers = document.querySelectorAll<HTMLButtonElement>('button[data-location-modal-opener]');
    const open = () => openLocationModal();
    for (const opener of openers) {
      opener.setAttribute('aria-haspopup', 'dialog');
      opener.addEventListener('click', open);
      opener.hidden = false;
    }
    // the region and city forms of a page without JavaScript give way to the modal's opener
    for (const fallback of document.querySelectorAll<HTMLElement>('[data-location-fallback]')) fallback.hidden = true;
    return () => {
      for (const opener of openers) opener.removeEventListener('click', open);
    };
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LocationDialog words={words} zipCodes={zipCodes} mode={mode} fallbackHref={fallbackHref} />
    </Suspense>
  );
}
