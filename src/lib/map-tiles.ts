/**
 * The map tile URL of a real deployment (ARCHITECTURE.md: maps are Leaflet with a configurable
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
