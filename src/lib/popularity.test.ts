import { describe, expect, it } from 'vitest';
import { translateMessage, translator } from './messages';
import { type PurchaseCounts, popularityMessage, purchaseCountsSchema } from './popularity';

const read = (lang: 'es' | 'pt', counts: PurchaseCounts) => {
  const message = popularityMessage(counts);
  return message && translateMessage(translator(lang), message);
};

describe('popularityMessage', () => {
  it.each<[PurchaseCounts, string, string]>([
    [
      { day: 12, twoDays: 30, week: 80 },
      '12 personas compraron este producto en las últimas 24 horas',
      '12 pessoas compraram este produto nas últimas 24 horas',
    ],
    [
      { day: 1, twoDays: 1, week: 4 },
      '1 persona compró este producto en las últimas 24 horas',
      '1 pessoa comprou este produto nas últimas 24 horas',
    ],
    [
      { day: 0, twoDays: 7, week: 9 },
      '7 personas compraron este producto en las últimas 48 horas',
      '7 pessoas compraram este produto nas últimas 48 horas',
    ],
    [
      { day: 0, twoDays: 1, week: 1 },
      '1 persona compró este producto en las últimas 48 horas',
      '1 pessoa comprou este produto nas últimas 48 horas',
    ],
    [
      { day: 0, twoDays: 0, week: 25 },
      '25 personas compraron este producto en la última semana',
      '25 pessoas compraram este produto na última semana',
    ],
    [
      { day: 0, twoDays: 0, week: 1 },
      '1 persona compró este producto en la última semana',
      '1 pessoa comprou este produto na última semana',
    ],
  ])('%j reads "%s" / "%s"', (counts, es, pt) => {
    expect(read('es', counts)).toBe(es);
    expect(read('pt', counts)).toBe(pt);
  });

  it('says nothing when nobody bought the product this week', () => {
    expect(popularityMessage({ day: 0, twoDays: 0, week: 0 })).toBeNull();
  });

  it.each([
    { day: -1, twoDays: 0, week: 0 },
    { day: 0, twoDays: 1.5, week: 2 },
    { day: 0, twoDays: 0 },
  ])('refuses counts %j from the service', (counts) => {
    expect(purchaseCountsSchema.safeParse(counts).success).toBe(false);
  });
});
