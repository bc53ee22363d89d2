import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { openLocationModal } from '../stores/header';

interface Props {
  /** The page that chooses the zone without JavaScript. */
  href: string;
  className?: string;
  children: ReactNode;
}

const noChange = () => () => {};
/** False on the server and while hydrating (so the markup matches), true once the island runs. */
const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

/**
 * The header's place, which opens the location modal (docs/zones-and-price-groups.md): a link to /{tenant}/location/
 * until the island runs, then a button (role and keys) that opens the modal on the same page.
 */
export default function ChooseLocationButton({ href, className, children }: Props) {
  const hydrated = useHydrated();
  const open = (event: MouseEvent) => {
    // a new tab or window still gets the page
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openLocationModal();
  };
  const press = (event: KeyboardEvent) => {
    // a link answers Enter by itself (a click); a button answers Space too
    if (event.key !== ' ') return;
    event.preventDefault();
    openLocationModal();
  };
  return (
    <a
      href={href}
      role={hydrated ? 'button' : undefined}
      aria-haspopup={hydrated ? 'dialog' : undefined}
      onClick={open}
      onKeyDown={press}
      className={className}
    >
      {children}
    </a>
  );
}
