import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ShopperError } from '../../stores/client';
import { closeLocationModal, type LocationModalMode, setLocationModalMode } from '../../stores/header';
import { $location } from '../../stores/location';
import { GeolocationWay } from './GeolocationWay';
import { PlaceWay } from './PlaceWay';
import { SavedAddressWay } from './SavedAddressWay';
import { type LocationChoice, locationChosen, saveLocation } from './save-location';
import type { WayProps } from './ways';
import { type LocationModalWords, sayer } from './words';
import { ZipCodeWay } from './ZipCodeWay';

export interface LocationDialogProps {
  words: LocationModalWords;
  /** docs/zones-and-price-groups.md: br and mx choose by postal code; the modal opens in zip-only mode there. */
  zipCodes: boolean;
  mode: LocationModalMode;
  /** The page that chooses the zone without JavaScript (used by the shell when this code cannot load). */
  fallbackHref: string;
}

const link = 'self-start text-sm text-brand underline';

/**
 * The location modal's content (docs/zones-and-price-groups.md), loaded when it first opens: a modal <dialog> (Escape
 * closes it, the rest of the page is inert, focus goes back to the opener), and the ways to
 * choose: the browser's position, a saved address (a logged-in customer's), a postal code (br, mx),
 * or a region and a city.
 */
export default function LocationDialog({ words, zipCodes, mode }: LocationDialogProps) {
  const say = useMemo(() => sayer(words), [words]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const location = useStore($location);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<string | undefined>(undefined);
  const zipOnly = zipCodes && mode === 'zipOnly';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // the other ways shown (zip-code tenants): their first field takes the focus the switch button had
  const shownMode = useRef(mode);
  useEffect(() => {
    if (mode === shownMode.current) return;
    shownMode.current = mode;
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode]);

  const report = useCallback((text: string | undefined) => setProblem(text), []);
  const choose = useCallback(
    (choice: LocationChoice, fallbackMessage: string, onSaved?: () => void) => {
      setProblem(undefined);
      setStatus(say('locationModal.saving'));
      setBusy(true);
      saveLocation(choice, fallbackMessage)
        .then((saved) => {
          onSaved?.();
          locationChosen(saved);
        })
        .catch((error: unknown) => {
          setStatus(undefined);
          setBusy(false);
          setProblem(error instanceof ShopperError ? error.message : fallbackMessage);
        });
    },
    [say],
  );
  const way: WayProps = { say, busy, choose, report, progress: setStatus };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop does what Escape does (the cancel event)
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        closeLocationModal();
      }}
      onClick={(event) => {
        // a click on the backdrop lands on the dialog itself; its content fills the box
        if (event.target === event.currentTarget) closeLocationModal();
      }}
      className="w-full max-w-md rounded-lg p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {say('locationModal.title')}
          </h2>
          <button
            type="button"
            onClick={closeLocationModal}
            aria-label={say('locationModal.close')}
            className="rounded px-2 text-xl leading-none"
          >
            ×
          </button>
        </div>
        {location && (
          <p className="text-sm text-ink-soft">
            {say('productOptions.location.current', { label: location.regionLabel })}
          </p>
        )}
        <GeolocationWay {...way} autoFocus={!zipCodes} />
        <SavedAddressWay {...way} />
        {zipOnly ? (
          <>
            <ZipCodeWay {...way} />
            <button type="button" className={link} onClick={() => setLocationModalMode('full')}>
              {say('locationModal.zip.unknown')}
            </button>
          </>
        ) : (
          <>
            <PlaceWay {...way} autoFocus={zipCodes} />
            {zipCodes && (
              <button type="button" className={link} onClick={() => setLocationModalMode('zipOnly')}>
                {say('locationModal.zip.useZip')}
              </button>
            )}
          </>
        )}
        <p role="status" className="text-sm text-ink-soft empty:hidden">
          {status}
        </p>
        <p role="alert" className="text-sm font-semibold text-accent empty:hidden">
          {problem}
        </p>
      </div>
    </dialog>
  );
}
