import type { WayProps } from './ways';

/** ~11 m: enough to find the nearest zone, and no more of where the shopper stands than that. */
const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/** docs/zones-and-price-groups.md: the browser's position, and the server picks the nearest zone (or says it does not deliver there). */
export function GeolocationWay({ say, busy, choose, report, progress, autoFocus }: WayProps & { autoFocus: boolean }) {
  if (!('geolocation' in navigator)) return null;
  const locate = () => {
    report(undefined);
    progress(say('locationModal.geolocation.locating'));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        choose(
          { latitude: round(coords.latitude), longitude: round(coords.longitude) },
          say('errors.geolocation.apiError'),
        ),
      (failure) => {
        progress(undefined);
        report(
          failure.code === failure.PERMISSION_DENIED
            ? say('locationModal.geolocation.denied')
            : say('errors.geolocation.notFound'),
        );
      },
      { maximumAge: 0, timeout: 15_000 },
    );
  };
  return (
    <button
      type="button"
      data-autofocus={autoFocus || undefined}
      onClick={locate}
      disabled={busy}
      className="self-start rounded border border-brand px-3 py-2 text-sm font-semibold text-brand disabled:opacity-60"
    >
      {say('locationModal.geolocation.use')}
    </button>
  );
}
