import { type ReactNode, useState } from 'react';
import { Modal } from './add-to-cart/Modal';
import { useHydrated } from './cart/use-hydrated';

interface Props {
  /** What the shopper presses: the summary without JavaScript, the button with it. */
  label: string;
  /** The modal's heading, which names it. */
  title: string;
  closeLabel: string;
  /** The server opened it (a result or a refusal to show): the disclosure starts open. */
  open?: boolean;
  wide?: boolean;
  /** Server-rendered content (text, a form): the same markup in the disclosure and in the modal. */
  children: ReactNode;
}

/**
 * A server-rendered <details> that becomes a button and a modal once the island runs (docs/browser-state.md
 * modals: promotion, resizable board, WhatsApp chat). The content is the server's own markup, so
 * its forms post the same way in both; without JavaScript the disclosure opens in place.
 */
export default function ModalDisclosure({ label, title, closeLabel, open = false, wide, children }: Props) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  if (!hydrated) {
    return (
      <details open={open} className="group">
        <summary className="cursor-pointer font-semibold text-brand underline">{label}</summary>
        <div className="mt-2">{children}</div>
      </details>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setShown(true)}
        className="font-semibold text-brand underline"
      >
        {label}
      </button>
      {/* what the server opened stays in view: the page came back with its result */}
      {open && !shown && <div className="mt-2">{children}</div>}
      {shown && (
        <Modal title={title} closeLabel={closeLabel} onClose={() => setShown(false)} wide={wide ?? false}>
          {children}
        </Modal>
      )}
    </>
  );
}
