import type { Map as LeafletMap } from 'leaflet';
import { type ReactNode, useEffect, useRef, useState } from 'react';
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
  /** The map's name, as the server-drawn map's. */
  label: string;
  /** The tile credit as Leaflet takes it: markup, escaped from the configured text. */
  attribution: string;
  /** The server-drawn map: shown until the island runs, and again if no tile loads. */
  children: ReactNode;
}

/**
 * The store map on tiles (spec §2 "store pickup with map"; ARCHITECTURE: Leaflet with a
 * configurable tile URL), loaded when it scrolls into view. Leaflet and its stylesheet are fetched
 * only then. The markers carry the list's numbers; the list stays the source of truth for
 * assistive technology. When no tile loads (the tile service is down), the server-drawn map
 * comes back.
 */
export default function StoreTileMap({ tileUrl, stores, label, attribution, children }: Props) {
  const hydrated = useHydrated();
  const containerRef = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);
  const tiled = hydrated && !failed;

  useEffect(() => {
    const container = containerRef.current;
    if (!tiled || !container) return;
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
  }, [tiled, tileUrl, stores, attribution]);

  return (
    <>
      <div hidden={tiled}>{children}</div>
      {tiled && (
        <section
          ref={containerRef}
          aria-label={label}
          data-tile-map
          className="h-[300px] w-full rounded border border-gray-200"
        />
      )}
    </>
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
