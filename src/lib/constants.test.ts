import { describe, expect, it } from 'vitest';
import { channelFromWidth } from './channel';
import {
  breakpoints,
  cmrLimits,
  configEnvironment,
  crossSellingGrid,
  debounceMs,
  environments,
  modalWidths,
  regionLabelPolling,
  reviewUploads,
  toastMs,
  toastTypes,
  transientMessageMs,
  zIndex,
} from './constants';

const ascending = (values: readonly number[]) => values.every((value, i) => i === 0 || value > (values[i - 1] ?? 0));

describe('constants', () => {
  it('orders the breakpoints mobile < phablet < tablet < desktop', () => {
    const { mobile, phablet, tablet, desktop } = breakpoints;
    expect(ascending([mobile, phablet, tablet, desktop])).toBe(true);
  });

  it('switches the channel to WEB exactly at the tablet breakpoint (docs/tenants.md)', () => {
    expect(channelFromWidth(breakpoints.tablet - 1)).toBe('MOBILE');
    expect(channelFromWidth(breakpoints.tablet)).toBe('WEB');
  });

  it('runs uat on the production configuration and every other environment on its own', () => {
    expect(configEnvironment.uat).toBe('production');
    for (const environment of environments.filter((name) => name !== 'uat')) {
      expect(configEnvironment[environment]).toBe(environment);
    }
  });

  it('debounces the tooltip faster than anything that fetches', () => {
    const { tooltip, ...others } = debounceMs;
    expect(Object.values(others).every((delay) => delay > tooltip)).toBe(true);
  });

  it('keeps a toast shorter than a transient message, and the three toast types distinct', () => {
    expect(toastMs).toBeLessThan(transientMessageMs);
    expect(new Set(toastTypes).size).toBe(3);
  });

  it('polls the region label several times before giving up', () => {
    expect(regionLabelPolling.timeoutMs / regionLabelPolling.intervalMs).toBeGreaterThan(1);
  });

  it.each(Object.entries(modalWidths).filter(([, width]) => typeof width === 'object'))(
    'gives the %s modal a width range that fits a desktop window',
    (_, width) => {
      const range = width as { min: number; max: number };
      expect(range.min).toBeLessThan(range.max);
      expect(range.max).toBeLessThanOrEqual(breakpoints.desktop);
    },
  );

  it('keeps the cross-selling grid consistent', () => {
    expect(ascending(crossSellingGrid.itemWidths)).toBe(true);
    expect(crossSellingGrid.maxOpenRows.desktop).toBeGreaterThan(crossSellingGrid.closedRows);
    expect(crossSellingGrid.maxOpenRows.mobile).toBeGreaterThan(crossSellingGrid.closedRows);
    expect(crossSellingGrid.columns.desktop).toBeGreaterThan(crossSellingGrid.columns.mobile);
  });

  it('states the review upload size in bytes and megabytes alike', () => {
    expect(reviewUploads.maxFileBytes).toBe(reviewUploads.maxFileMegabytes * 2 ** 20);
  });

  it('has ranges whose lower end is below the upper end', () => {
    expect(cmrLimits.lowerMajor).toBeLessThan(cmrLimits.upperMajor);
    expect(zIndex.min).toBeLessThan(zIndex.max);
  });
});
