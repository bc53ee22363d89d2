import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** An element that describes the dialog (its message), for screen readers. */
  describedBy?: string | undefined;
  wide?: boolean;
  children: ReactNode;
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** Tab from the last control comes back to the first (and Shift+Tab the other way): the browser would leave the page. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  const edge = event.shiftKey ? first : last;
  if (!first || !last || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * A modal <dialog> named by its title: the rest of the page is inert while it is open, Escape and
 * a click on the backdrop close it, Tab stays inside, focus goes to its `data-autofocus` control (else its first
 * one) and back to where it was when it closes.
 */
export function Modal({ title, closeLabel, onClose, describedBy, wide = false, children }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    // a click on the backdrop does what Escape does (the cancel event)
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // a click on the backdrop lands on the dialog itself; its content fills the box
        if (event.target === event.currentTarget) onClose();
      }}
      className={`w-full ${wide ? 'max-w-[598px]' : 'max-w-md'} rounded-lg p-0 text-ink shadow-xl backdrop:bg-black/50`}
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label={closeLabel} className="rounded px-2 text-xl leading-none">
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
