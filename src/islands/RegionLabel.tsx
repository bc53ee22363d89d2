import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { regionLabelPolling } from '../lib/constants';
import { $location, chosenRegionLabel } from '../stores/location';
import { readCookie } from '../stores/page-context';

interface Props {
  /** The zone's label the server rendered, or the tenant's fallback label when no zone was chosen. */
  label: string;
  /** Whether the page was rendered for a chosen zone (then nothing needs polling). */
  zoneChosen: boolean;
  /** This tenant's region-label cookie (lib/cookies.ts zoneCookies). */
  cookieName: string;
}

/**
 * The header's "deliver to" place. docs/zones-and-price-groups.md: until a zone cookie exists the fallback label shows, and
 * the region-label cookie is polled every 2,000 ms for up to 15,000 ms (a zone saved by another
 * island or tab); a zone saved on this page shows at once through the location store.
 */
export default function RegionLabel({ label, zoneChosen, cookieName }: Props) {
  const location = useStore($location, { ssr: 'initial' });
  const [polled, setPolled] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (zoneChosen) return;
    const started = Date.now();
    const poll = () => {
      const value = readCookie(cookieName)?.trim();
      if (value) setPolled(value.slice(0, 60));
      return Boolean(value) || Date.now() - started >= regionLabelPolling.timeoutMs;
    };
    if (poll()) return;
    const timer = setInterval(() => {
      if (poll()) clearInterval(timer);
    }, regionLabelPolling.intervalMs);
    return () => clearInterval(timer);
  }, [zoneChosen, cookieName]);
  const shown = chosenRegionLabel(location) ?? polled ?? label;
  return <strong data-region-label>{shown}</strong>;
}
