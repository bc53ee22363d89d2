import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from './cart/use-hydrated';

export interface TileMapStore {
  number: number;
  name: string;
  latitude: number;
  longitude: number;
}

interface Props {
  /** MAP_TILE_URL, a Leaflet template with {z}, {x} and {y}. */
  tileUrl: string;
  stores: TileMapStore[];
  /** The map's name: how many stores, and that the numbers are the list's. */
  label: string;
  /** The tile credit as Leaflet takes it: markup, escaped from the configured text. */
  attribution: string;
}

/**
 * The store map on tiles (docs/delivery-promise.md "store pickup with map"; docs/architecture.md: Leaflet with a
 * configurable tile URL), loaded when it scrolls into view. Leaflet and its stylesheet (bundled
 * from the leaflet package, never a CDN) are fetched only then. The markers carry the list's
 * numbers; the list stays the source of truth for assistive technology. Without JavaScript there
 * is no map, and when no tile loads (the tile service is down) the map goes: the list says it all.
 */
export default function StoreTileMap({ tileUrl, stores, label, attribution }: Props) {
  const hydrated = useHydrated();
  const containerRef = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!hydrated || failed || !container) return;
    let map: LeafletMap | undefined;
    let cancelled = false;
    const fallBack = () => {
      map?.remove();
      map = undefined;
      setFailed(true);
    };
    (async () => {
      const [{ default: L }, { default: stylesheet }] = await Promise.all([
        import('leaflet'),
        import('leaflet/dist/leaflet.css?url'),
      ]);
      if (cancelled) return;
      addStylesheet(stylesheet);
      map = L.map(container, { scrollWheelZoom: false });
      map.attributionControl.setPrefix(false);
      let loaded = false;
      L.tileLayer(tileUrl, { attribution, maxZoom: 18 })
        .on('tileload', () => {
          loaded = true;
        })
        .on('tileerror', () => {
          if (!loaded) fallBack();
        })
        .addTo(map);
      const points = stores.map((store) => L.latLng(store.latitude, store.longitude));
      for (const [index, store] of stores.entries()) {
        const icon = L.divIcon({
          className:
            'rounded-full border-2 border-white bg-brand text-center text-sm font-bold leading-[22px] text-white',
          html: String(store.number),
          iconSize: [26, 26],
        });
        L.marker(points[index] ?? [0, 0], { icon, title: store.name, alt: store.name }).addTo(map);
      }
      map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 15 });
    })().catch(fallBack);
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [hydrated, failed, tileUrl, stores, attribution]);

  if (failed) return null;
  // Before the island runs the frame is empty and flat: no blank box without JavaScript, and still
  // a box the browser sees scroll into view (client:visible), which brings the island.
  if (!hydrated) return <div data-store-map />;
  return (
    <section
      ref={containerRef}
      aria-label={label}
      data-store-map
      data-tile-map
      className="h-[300px] w-full rounded border border-gray-200 bg-brand-light"
    />
  );
}

/** Leaflet's own stylesheet, added once, when the first tiled map needs it. */
function addStylesheet(href: string) {
  if (document.querySelector(`link[data-leaflet]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.leaflet = '';
  document.head.append(link);
}
