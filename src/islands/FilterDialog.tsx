import { useEffect, useLayoutEffect, useRef, useState } from 'react';

interface Props {
  /** "Filtrar": the button that opens the filters on a phone. */
  openLabel: string;
  /** "Cerrar filtros": the dialog's close button. */
  closeLabel: string;
  /** The id of the filters' heading (in the list), which names the dialog. */
  labelledBy: string;
  /** The id of the server-rendered `<details>` that holds the facet list. */
  panelId: string;
}

// docs/search-and-listings.md: below the phablet breakpoint the filters give way to the products.
const phone = '(max-width: 719.98px)';

/**
 * The listing's filters. The server renders them in a `<details>` beside this island (closed on a
 * phone, always shown from 720 px by CSS), which works without JavaScript. Once this island runs on
 * a phone, the list moves into a modal dialog opened by a "Filtrar" button in the `<details>`'s
 * place, and back when the window widens. The dialog closes with Escape, and the browser gives
 * focus back to the button. A filter is a link: choosing one loads the filtered page.
 */
export default function FilterDialog({ openLabel, closeLabel, labelledBy, panelId }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // where the list goes in the dialog: React renders nothing in it, so it never touches what moves in
  const slot = useRef<HTMLDivElement>(null);
  const [modal, setModal] = useState(false);
  // a shopper who opened the <details> on a phone before this island ran finds the dialog open
  const openOnSwitch = useRef(false);

  useEffect(() => {
    const query = window.matchMedia(phone);
    const details = document.getElementById(panelId);
    openOnSwitch.current = query.matches && details instanceof HTMLDetailsElement && details.open;
    const follow = () => setModal(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [panelId]);

  useLayoutEffect(() => {
    const details = document.getElementById(panelId);
    const into = slot.current;
    if (!(details instanceof HTMLDetailsElement) || !into) return;
    if (modal) {
      into.append(...[...details.children].filter((child) => child.tagName !== 'SUMMARY'));
      details.hidden = true;
      if (openOnSwitch.current) dialog.current?.showModal();
      openOnSwitch.current = false;
    } else {
      dialog.current?.close();
      details.append(...into.childNodes);
      details.hidden = false;
      // beside the products the filters are open (a browser without ::details-content shows them so)
      if (!window.matchMedia(phone).matches) details.open = true;
    }
  }, [modal, panelId]);

  return (
    <>
      {modal && (
        <button
          type="button"
          className="inline-flex cursor-pointer items-center gap-2 rounded border border-brand px-4 py-2 text-sm font-semibold text-brand sm:hidden"
          aria-haspopup="dialog"
          onClick={() => dialog.current?.showModal()}
        >
          {openLabel}
        </button>
      )}
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
        <div ref={slot} />
      </dialog>
    </>
  );
}
