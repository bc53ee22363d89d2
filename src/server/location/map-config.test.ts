import { describe, expect, it, vi } from 'vitest';
import { mapTileAttribution, mapTileUrl } from './map-config';

describe('mapTileUrl', () => {
  it('is null when MAP_TILE_URL is unset: nothing is fetched', () => {
    expect(mapTileUrl({})).toBeNull();
  });

  it('answers a valid tile template', () => {
    const url = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(mapTileUrl({ MAP_TILE_URL: url })).toBe(url);
  });

  it('ignores an invalid value with one warning', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    expect(mapTileUrl({ MAP_TILE_URL: 'tiles.example' })).toBeNull();
    expect(mapTileUrl({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}' })).toBeNull();
    expect(write).toHaveBeenCalledTimes(1);
    expect(String(write.mock.calls[0]?.[0])).toContain('MAP_TILE_URL ignored');
    write.mockRestore();
  });
});

describe('mapTileAttribution', () => {
  it('is the configured credit, or none', () => {
    expect(mapTileAttribution({ MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' })).toBe(
      '© OpenStreetMap contributors',
    );
    expect(mapTileAttribution({})).toBeNull();
  });
});
