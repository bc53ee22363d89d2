import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  /** "Filtrar": the button that opens the filters on a phone. */
  openLabel: string;
  /** "Cerrar filtros": the dialog's close button. */
  closeLabel: string;
  /** The id of the filters' heading (inside the children), which names the dialog. */
  labelledBy: string;
  /** The server-rendered facet list. */
  children: ReactNode;
}

// docs/search-and-listings.md: below the phablet breakpoint the filters give way to the products.
const phone = '(max-width: 719.98px)';

/**
 * The listing's filters. The server renders them in a `<details>` (closed on a phone, always shown
 * from 720 px by CSS), which works without JavaScript; once this island runs on a phone they move
 * into a modal dialog opened by the same "Filtrar" button. The dialog closes with Escape, and the
 * browser gives focus back to the button. A filter is a link: choosing one loads the filtered page.
 */
export default function FilterDialog({ openLabel, closeLabel, labelledBy, children }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [modal, setModal] = useState(false);
  // a shopper who opened the <details> before this island ran finds the dialog open
  const openOnSwitch = useRef(false);

  useEffect(() => {
    const query = window.matchMedia(phone);
    openOnSwitch.current = query.matches && Boolean(details.current?.open);
    const follow = () => setModal(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    if (modal) {
      if (openOnSwitch.current) dialog.current?.showModal();
      openOnSwitch.current = false;
    } else if (details.current && !window.matchMedia(phone).matches) {
      // beside the products the filters are open (a browser without ::details-content shows them so)
      details.current.open = true;
    }
  }, [modal]);

  if (!modal) {
    return (
      <details ref={details} className="facet-panel">
        <summary className="facet-panel-toggle inline-flex cursor-pointer items-center gap-2 rounded border border-brand px-4 py-2 text-sm font-semibold text-brand">
          {openLabel}
        </summary>
        {children}
      </details>
    );
  }
  return (
    <>
      <button
        type="button"
        className="inline-flex cursor-pointer items-center gap-2 rounded border border-brand px-4 py-2 text-sm font-semibold text-brand sm:hidden"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {openLabel}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={labelledBy}
        className="m-0 ml-auto h-full max-h-none w-[min(22rem,100%)] overflow-y-auto bg-white p-4 text-ink backdrop:bg-black/50"
      >
        <form method="dialog" className="float-right">
          <button
            type="submit"
            aria-label={closeLabel}
            className="rounded px-2 py-1 text-lg leading-none hover:bg-brand-light"
          >
            ✕
          </button>
        </form>
        {children}
      </dialog>
    </>
  );
}
