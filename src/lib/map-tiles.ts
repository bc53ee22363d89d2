/**
 * The map tile URL of a real deployment (docs/architecture.md: maps are Leaflet with a configurable
 * tile URL), e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png". Only an http(s) template with
 * the three placeholders Leaflet fills is accepted; anything else is no tile URL at all, so a
 * typo never sends shoppers' browsers to a broken address.
 */
export type TileUrl = { ok: true; url: string } | { ok: false; reason: 'unset' | 'invalid' };

export function parseTileUrl(value: string | undefined): TileUrl {
  const text = value?.trim() ?? '';
  if (text === '') return { ok: false, reason: 'unset' };
  if (!/^https?:\/\/[^\s"'<>]+$/.test(text)) return { ok: false, reason: 'invalid' };
  if (!['{z}', '{x}', '{y}'].every((placeholder) => text.includes(placeholder)))
    return { ok: false, reason: 'invalid' };
  return { ok: true, url: text };
}

/** The longest tile attribution shown: a provider's credit line, not a paragraph. */
export const maxTileAttributionLength = 200;

/**
 * MAP_TILE_ATTRIBUTION, the credit a tile provider requires (e.g. "© OpenStreetMap contributors"),
 * as one line of text; unset or blank is none.
 */
export function parseTileAttribution(value: string | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' ? null : text.slice(0, maxTileAttributionLength);
}

/** Leaflet writes an attribution as HTML: the configured text is escaped so it stays text. */
export function attributionMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The way to a store in the shopper's maps app: a Google Maps directions URL (its documented
 * "Maps URLs" form), which phones hand to the installed maps app, from wherever the shopper is.
 */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: `${latitude},${longitude}` })}`;
}

/**
 * Where a tile template's images come from, as a Content-Security-Policy source: its scheme, host
 * and port. A host with a placeholder (`https://{s}.tile.example.org/…`, Leaflet's subdomains)
 * becomes a wildcard over the labels after it (`https://*.tile.example.org`); a host that is only
 * placeholders names no source.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template);
  if (!match) return undefined;
  const [, scheme, authority = ''] = match;
  const [host = '', port] = authority.split(':');
  const labels = host.split('.');
  const last = labels.findLastIndex((label) => label.includes('{'));
  const rest = labels.slice(last + 1);
  if (rest.length === 0 || (port !== undefined && !/^\d+$/.test(port))) return undefined;
  const named = last === -1 ? rest.join('.') : `*.${rest.join('.')}`;
  return `${scheme}://${named}${port === undefined ? '' : `:${port}`}`;
}
