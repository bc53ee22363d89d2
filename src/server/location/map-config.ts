import { parseTileAttribution, parseTileUrl } from '../../lib/map-tiles';
import { logLine } from '../log';

let warned = false;

/**
 * MAP_TILE_URL (README "Configuration"): the tile template a later map island hands to Leaflet.
 * Unset means no tiles: no map, the store list stands alone and nothing is fetched. A value that is
 * not an http(s) template with {z}, {x} and {y} is ignored with one warning.
 */
export function mapTileUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const parsed = parseTileUrl(env.MAP_TILE_URL);
  if (parsed.ok) return parsed.url;
  if (parsed.reason === 'invalid' && !warned) {
    warned = true;
    logLine('warn', 'MAP_TILE_URL ignored: it must be an http(s) URL with {z}, {x} and {y}', {});
  }
  return null;
}

/** MAP_TILE_ATTRIBUTION (README "Configuration"): the tile provider's credit, shown on the map. */
export function mapTileAttribution(env: NodeJS.ProcessEnv = process.env): string | null {
  return parseTileAttribution(env.MAP_TILE_ATTRIBUTION);
}
