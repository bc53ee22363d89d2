/**
 * Places points of latitude and longitude in a box for a server-drawn map (the product page's
 * store map): an equirectangular projection scaled by the cosine of the middle latitude, so that
 * a kilometre east and a kilometre north look the same length at the stores' latitude. Good for a
 * city or a region; not meant for a continent.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface MapBox {
  width: number;
  height: number;
  /** Space kept free on every side, so that a marker on the edge is drawn whole. */
  padding: number;
}

export interface Projected {
  x: number;
  y: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The points, in order, in the box's coordinates (y grows downward, north is up). The spread of
 * the points fills the box's inner area on its longer side and is centred on the other; a single
 * point, or points in one place, sit in the middle.
 */
export function projectPoints(points: readonly GeoPoint[], box: MapBox): Projected[] {
  if (points.length === 0) return [];
  const latitudes = points.map((point) => point.latitude);
  const middle = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
  const squeeze = Math.cos(radians(middle));
  const flat = points.map((point) => ({ x: point.longitude * squeeze, y: -point.latitude }));
  const xs = flat.map((point) => point.x);
  const ys = flat.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const innerWidth = box.width - 2 * box.padding;
  const innerHeight = box.height - 2 * box.padding;
  const spread = Math.max(maxX - minX, maxY - minY);
  const scale =
    spread === 0 ? 0 : Math.min(innerWidth / (maxX - minX || spread), innerHeight / (maxY - minY || spread));
  const offsetX = box.padding + (innerWidth - (maxX - minX) * scale) / 2;
  const offsetY = box.padding + (innerHeight - (maxY - minY) * scale) / 2;
  return flat.map((point) => ({
    x: round(offsetX + (point.x - minX) * scale),
    y: round(offsetY + (point.y - minY) * scale),
  }));
}
