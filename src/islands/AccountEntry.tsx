import { useStore } from '@nanostores/react';
import { interpolate } from '../lib/messages/interpolate';
import { $session, accountName } from '../stores/session';

interface Props {
  href: string;
  signInLabel: string;
  /** "Mi cuenta: {name}" */
  signedInTemplate: string;
  /** The name the server knew (the shopper's own pages: cart, account); else none until the shopper call. */
  initialName?: string | undefined;
}

/** The header's account link: "Ingresar" for everybody, the first name once the shopper is known to be signed in. */
export default function AccountEntry({ href, signInLabel, signedInTemplate, initialName }: Props) {
  const session = useStore($session, { ssr: 'initial' });
  const name = accountName(session, initialName);
  return (
    <a
      href={href}
      // a long name is cut rather than allowed to push the header onto another line
      className="inline-block max-w-[14ch] truncate align-bottom hover:underline"
      data-account-entry
      aria-label={name ? interpolate(signedInTemplate, { name }) : undefined}
    >
      {name ?? signInLabel}
    </a>
  );
}
