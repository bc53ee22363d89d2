import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getTenant } from '../tenants/registry';
import {
  type InstalmentTenant,
  instalmentCount,
  instalmentOffer,
  instalmentOptions,
  instalmentSchedule,
} from './instalments';
import { type Message, translateMessage, translator } from './messages';

const mx = getTenant('mx');
const ar = getTenant('ar');
const uy = getTenant('uy');
const cl = getTenant('cl');
const br = getTenant('br');
// No Portuguese tenant offers instalments (docs/instalments.md); these show how the pt strings read if one did.
const brWithInstalments: InstalmentTenant = { ...br, flags: { instalments: true } };
const clWithInstalments: InstalmentTenant = { ...cl, flags: { instalments: true } };

const say = (lang: 'es' | 'pt', message: Message) => translateMessage(translator(lang), message);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('instalmentCount (docs/instalments.md steps, currency with 2 minor digits)', () => {
  it.each([
    ['0.00', 0, 0],
    ['0.01', 1, 1],
    ['50.00', 5000, 1],
    ['50.01', 5001, 2],
    ['100.00', 10000, 2],
    ['100.01', 10001, 3],
    ['150.00', 15000, 3],
    ['150.01', 15001, 4],
    ['200.00', 20000, 4],
    ['200.01', 20001, 5],
    ['250.00', 25000, 5],
    ['250.01', 25001, 6],
    ['300.00', 30000, 6],
    ['300.01', 30001, 7],
    ['350.00', 35000, 7],
    ['350.01', 35001, 8],
    ['400.00', 40000, 8],
    ['400.01', 40001, 9],
    ['450.01', 45001, 9],
    ['500.00', 50000, 9],
    ['500.01', 50001, 10],
    ['1000000.00', 100000000, 10],
    ['-1.00', -100, 0],
  ])('%s (%i minor units) offers %i', (_, amountMinor, count) => {
    expect(instalmentCount(amountMinor, 2)).toBe(count);
  });

  it.each([
    [0, 50, 1],
    [0, 51, 2],
    [0, 500, 9],
    [0, 501, 10],
    [1, 500, 1],
    [1, 501, 2],
  ])('with %i minor digits, %i minor units offers %i (50.01 means more than 50.00)', (digits, amountMinor, count) => {
    expect(instalmentCount(amountMinor, digits)).toBe(count);
  });

  it.each([
    [5001, 3],
    [5001, -1],
    [50.5, 2],
  ])('refuses %d minor units with %i digits', (amountMinor, digits) => {
    expect(() => instalmentCount(amountMinor, digits)).toThrow(RangeError);
  });

  it('never offers fewer instalments for a larger amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 10_000_000 }),
        fc.integer({ min: -1000, max: 10_000_000 }),
        fc.constantFrom(0, 1, 2),
        (a, b, digits) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(instalmentCount(low, digits)).toBeLessThanOrEqual(instalmentCount(high, digits));
        },
      ),
    );
  });
});

describe('instalmentSchedule', () => {
  it.each([
    [10000, 3, [3334, 3333, 3333]],
    [5001, 2, [2501, 2500]],
    [50001, 10, [5001, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000]],
    [1000, 1, [1000]],
    [0, 2, [0, 0]],
    [7, 10, [1, 1, 1, 1, 1, 1, 1, 0, 0, 0]],
  ])('%i in %i instalments is %o', (total, count, schedule) => {
    expect(instalmentSchedule(total, count)).toEqual(schedule);
  });

  it.each([
    [-1, 2],
    [1.5, 2],
    [1000, 0],
    [1000, 1.5],
  ])('refuses a total of %d in %d instalments', (total, count) => {
    expect(() => instalmentSchedule(total, count)).toThrow(RangeError);
  });

  it('always sums to the total, first instalment largest, none more than one minor unit apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 10 }),
        (total, count) => {
          const schedule = instalmentSchedule(total, count);
          expect(schedule).toHaveLength(count);
          expect(sum(schedule)).toBe(total);
          expect(Math.max(...schedule)).toBe(schedule[0]);
          expect(Math.max(...schedule) - Math.min(...schedule)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('instalmentOffer', () => {
  it.each([
    [mx, 5001, 2, 2501, 'Hasta 2 cuotas de $ 25.01'],
    [mx, 10001, 3, 3334, 'Hasta 3 cuotas de $ 33.34'],
    [mx, 50001, 10, 5001, 'Hasta 10 cuotas de $ 50.01'],
    // ar and uy show no decimals: the shown amount is rounded, the schedule stays exact
    [ar, 50001, 10, 5001, 'Hasta 10 cuotas de $ 50'],
    [uy, 129990, 10, 12999, 'Hasta 10 cuotas de $ 130'],
    [clWithInstalments, 51, 2, 26, 'Hasta 2 cuotas de $ 26'],
  ])('%#: %i minor units in %s', (tenant, amountMinor, count, monthlyMinor, text) => {
    const offer = instalmentOffer(amountMinor, tenant);
    if (!offer.available) throw new Error('expected an offer');
    expect(offer).toMatchObject({ count, monthlyMinor });
    expect(sum(offer.schedule)).toBe(amountMinor);
    expect(say('es', offer.message)).toBe(text);
  });

  it('reads in Portuguese', () => {
    const offer = instalmentOffer(50001, brWithInstalments);
    expect(offer.available && say('pt', offer.message)).toBe('Até 10x de R$ 50,01');
  });

  it.each([
    [mx, 5000, 'es', 'Cuotas disponibles en compras sobre $ 50.00'],
    [ar, 5000, 'es', 'Cuotas disponibles en compras sobre $ 50'],
    [clWithInstalments, 50, 'es', 'Cuotas disponibles en compras sobre $ 50'],
    [brWithInstalments, 1, 'pt', 'Parcelamento disponível em compras acima de R$ 50,00'],
  ] as const)('%#: %i minor units is below the minimum', (tenant, amountMinor, lang, text) => {
    const offer = instalmentOffer(amountMinor, tenant);
    expect(offer).toMatchObject({ available: false, reason: 'belowMinimum' });
    expect(offer.available === false && offer.reason === 'belowMinimum' && say(lang, offer.message)).toBe(text);
  });

  it.each([cl, br, getTenant('pe'), getTenant('co'), getTenant('homy'), getTenant('obra')])(
    'is not offered in $tenant, where the flag is off',
    (tenant) => {
      expect(instalmentOffer(100000, tenant)).toEqual({ available: false, reason: 'disabled' });
    },
  );

  it('always schedules the whole amount and shows the largest instalment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(mx, ar, uy), (amount, tenant) => {
        const offer = instalmentOffer(amount, tenant);
        if (!offer.available) return amount <= 5000;
        return sum(offer.schedule) === amount && offer.monthlyMinor === Math.max(...offer.schedule);
      }),
    );
  });
});

describe('instalmentOptions', () => {
  it('lists every choice up to the offered count, in the tenant language', () => {
    const options = instalmentOptions(120000, mx);
    expect(options.map((option) => option.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(options.map((option) => say('es', option.message))).toEqual([
      '1 cuota de $ 1,200.00',
      '2 cuotas de $ 600.00',
      '3 cuotas de $ 400.00',
      '4 cuotas de $ 300.00',
      '5 cuotas de $ 240.00',
      '6 cuotas de $ 200.00',
      '7 cuotas de $ 171.43',
      '8 cuotas de $ 150.00',
      '9 cuotas de $ 133.34',
      '10 cuotas de $ 120.00',
    ]);
    expect(options[6]?.monthlyMinor).toBe(17143);
  });

  it('reads in Portuguese', () => {
    const options = instalmentOptions(10001, brWithInstalments);
    expect(options.map((option) => say('pt', option.message))).toEqual([
      '1x de R$ 100,01',
      '2x de R$ 50,01',
      '3x de R$ 33,34',
    ]);
  });

  it.each([
    [cl, 100000],
    [mx, 5000],
  ])('%#: is empty at %i minor units', (tenant, amountMinor) => {
    expect(instalmentOptions(amountMinor, tenant)).toEqual([]);
  });
});
