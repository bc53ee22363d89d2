import { describe, expect, it } from 'vitest';
import { purchasedStatuses, reviewDateText, starFills } from './review-marks';

describe('review marks', () => {
  it.each([
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [4.3, ['full', 'full', 'full', 'full', 'half']],
    [1.2, ['full', 'empty', 'empty', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [7, ['full', 'full', 'full', 'full', 'full']],
  ] as const)('a rating of %s fills %j', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });

  it('writes the day in the site’s language and time zone', () => {
    expect(reviewDateText('2026-03-12T02:00:00Z', 'es_CL', 'America/Santiago')).toBe('11 de marzo de 2026');
    expect(reviewDateText('2026-03-12T15:00:00Z', 'pt_BR', 'America/Sao_Paulo')).toBe('12 de março de 2026');
  });

  it('counts an order as a purchase once it is paid, never unpaid, cancelled or refunded', () => {
    expect(purchasedStatuses).toContain('paid');
    expect(purchasedStatuses).toContain('delivered');
    for (const status of ['pendingPayment', 'cancelled', 'expired', 'refunded'])
      expect(purchasedStatuses).not.toContain(status);
  });
});
