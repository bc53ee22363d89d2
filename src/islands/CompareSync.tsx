import { useEffect } from 'react';
import { compareHref } from '../lib/compare';
import { $compareIds, replaceCompared } from '../stores/compare';
import { pageTenant } from '../stores/page-context';

interface Props {
  /** The products the page shows, in its order. */
  ids: string[];
  /** The URL named products (`?ids=`); without it, the page shows the stored list instead. */
  named: boolean;
}

/**
 * The compare page with JavaScript: the page's products become the stored list (a shared link, a
 * product removed with its link), and the bare /compare/ address opens the stored list's page.
 * Renders nothing: the page itself is the server's.
 */
export default function CompareSync({ ids, named }: Props) {
  useEffect(() => {
    if (named) {
      replaceCompared(ids);
      return;
    }
    const stored = $compareIds.get();
    if (stored.length > 0) window.location.replace(compareHref(pageTenant(), stored));
  }, [ids, named]);
  return null;
}
