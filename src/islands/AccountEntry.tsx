import { useStore } from '@nanostores/react';
import { interpolate } from '../lib/messages/interpolate';
import { $session } from '../stores/session';

interface Props {
  href: string;
  signInLabel: string;
  /** "Mi cuenta: {name}" */
  signedInTemplate: string;
}

/** The header's account link: "Ingresar" for everybody, the first name once the shopper is known to be signed in. */
export default function AccountEntry({ href, signInLabel, signedInTemplate }: Props) {
  const session = useStore($session);
  const name = session.status === 'customer' ? session.firstName : null;
  return (
    <a
      href={href}
      className="hover:underline"
      data-account-entry
      aria-label={name ? interpolate(signedInTemplate, { name }) : undefined}
    >
      {name ?? signInLabel}
    </a>
  );
}
