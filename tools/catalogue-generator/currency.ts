/**
 * Turns the vocabulary's US-dollar price ranges into shelf prices in each currency, in minor
 * units, ending the way shoppers of that country expect ($ 12.990 in Chile, R$ 89,90 in Brazil).
 */
export type CurrencyCode = 'CLP' | 'PEN' | 'COP' | 'ARS' | 'BRL' | 'MXN' | 'UYU';

interface PricePoint {
  /** Local units per US dollar: a fixed rate, since the catalogue must be reproducible. */
  perUsd: number;
  minorDigits: number;
  /** Prices end in this many minor units below a round step, e.g. CLP 10 below 1.000 → 12.990. */
  step: number;
  below: number;
}

const pricePoints: Record<CurrencyCode, PricePoint> = {
  CLP: { perUsd: 950, minorDigits: 0, step: 1000, below: 10 },
  PEN: { perUsd: 3.75, minorDigits: 2, step: 100, below: 10 },
  COP: { perUsd: 4100, minorDigits: 2, step: 100000, below: 10000 },
  ARS: { perUsd: 1050, minorDigits: 2, step: 100000, below: 100 },
  BRL: { perUsd: 5.4, minorDigits: 2, step: 100, below: 10 },
  MXN: { perUsd: 18.5, minorDigits: 2, step: 100, below: 100 },
  UYU: { perUsd: 40, minorDigits: 2, step: 10000, below: 1000 },
};

/** A price in minor units, rounded up to the next "…990" style ending. */
export function localPrice(usd: number, currency: CurrencyCode): number {
  const point = pricePoints[currency];
  const minor = usd * point.perUsd * 10 ** point.minorDigits;
  const rounded = Math.ceil(minor / point.step) * point.step - point.below;
  return Math.max(rounded, point.step - point.below);
}

/** The same rounding applied to an amount already in minor units (after a discount). */
export function roundLocal(minor: number, currency: CurrencyCode): number {
  const point = pricePoints[currency];
  return Math.max(Math.ceil(minor / point.step) * point.step - point.below, point.step - point.below);
}

export function minorDigitsOf(currency: CurrencyCode): number {
  return pricePoints[currency].minorDigits;
}
