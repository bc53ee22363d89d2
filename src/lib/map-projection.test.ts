import { describe, expect, it } from 'vitest';
import { projectPoints } from './map-projection';

const box = { width: 320, height: 200, padding: 20 };

describe('projectPoints', () => {
  it('answers nothing for no points', () => {
    expect(projectPoints([], box)).toEqual([]);
  });

  it.each([
    ['one point', [{ latitude: -33.45, longitude: -70.66 }]],
    [
      'points in one place',
      [
        { latitude: -23.55, longitude: -46.63 },
        { latitude: -23.55, longitude: -46.63 },
      ],
    ],
  ])('puts %s in the middle', (_name, points) => {
    for (const point of projectPoints(points, box)) expect(point).toEqual({ x: 160, y: 100 });
  });

  it('puts north up and east right, inside the padding', () => {
    const [west, east, north, south] = projectPoints(
      [
        { latitude: -33.45, longitude: -70.8 },
        { latitude: -33.45, longitude: -70.5 },
        { latitude: -33.3, longitude: -70.65 },
        { latitude: -33.6, longitude: -70.65 },
      ],
      box,
    );
    expect(west?.x).toBeLessThan(east?.x ?? 0);
    expect(north?.y).toBeLessThan(south?.y ?? 0);
    for (const point of [west, east, north, south]) {
      expect(point?.x).toBeGreaterThanOrEqual(box.padding);
      expect(point?.x).toBeLessThanOrEqual(box.width - box.padding);
      expect(point?.y).toBeGreaterThanOrEqual(box.padding);
      expect(point?.y).toBeLessThanOrEqual(box.height - box.padding);
    }
    // the taller spread fills the inner height; the width is centred
    expect(north?.y).toBe(20);
    expect(south?.y).toBe(180);
  });

  it('keeps distances true at the middle latitude (a degree of longitude is shorter away from the equator)', () => {
    const [a, b, c] = projectPoints(
      [
        { latitude: 60, longitude: 10 },
        { latitude: 60, longitude: 12 },
        { latitude: 61, longitude: 10 },
      ],
      { width: 1000, height: 1000, padding: 0 },
    );
    const east = (b?.x ?? 0) - (a?.x ?? 0);
    const north = (a?.y ?? 0) - (c?.y ?? 0);
    // two degrees east at 60.5° is about as long as one degree north
    expect(east / north).toBeCloseTo(2 * Math.cos((60.5 * Math.PI) / 180), 2);
  });

  it('centres points on one meridian across the width', () => {
    const points = projectPoints(
      [
        { latitude: 10, longitude: 5 },
        { latitude: 11, longitude: 5 },
      ],
      box,
    );
    expect(points.map((point) => point.x)).toEqual([160, 160]);
    expect(points.map((point) => point.y)).toEqual([180, 20]);
  });
});
