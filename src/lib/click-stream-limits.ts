import { cartQuantityBounds } from './constants';

/**
 * What the click-stream collector accepts (click-stream.ts), in a module without zod so that the
 * islands' tracker (src/stores/tracker.ts) holds the same bounds.
 */
export const clickStreamLimits = {
  eventsPerBatch: 50,
  impressionsPerEvent: 100,
  pageUrlLength: 2048,
  /** 1-based place of a product in the list the shopper saw. */
  position: { min: 1, max: 10_000 },
  quantity: cartQuantityBounds,
  /** Minor units; the ceiling only keeps nonsense out (10^12 is far above any basket). */
  price: { min: 0, max: 1_000_000_000_000 },
} as const;

/** The ads service's impression calls (ad-events.ts): at most this many ads in one. */
export const adImpressionBatch = 50;
