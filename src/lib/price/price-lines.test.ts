import { describe, expect, it } from 'vitest';
import { getTenant } from '../../tenants/registry';
import type { Tenant } from '../../tenants/schema';
import { type Message, translateMessage, translator } from '../messages';
import { formatMoney } from '../money';
import { anonymousViewer, type Viewer } from './combinations';
import type { PriceEntry } from './price-entry';
import { type PriceLineOptions, type PriceLines, priceLines } from './price-lines';

const cl = getTenant('cl');
const br = getTenant('br');
const e = (type: PriceEntry['type'], price: number, unit?: string): PriceEntry =>
  unit === undefined ? { type, price } : { type, price, unit };
const employee: Viewer = { isEmployee: true, isProBuyer: false };
const proBuyer: Viewer = { isEmployee: false, isProBuyer: true };

/** The price block as the shopper reads it: one "role: text" per line, then saving and discount. */
function read(result: PriceLines, tenant: Tenant): string[] {
  const t = translator(tenant.lang);
  const say = (message: Message) => translateMessage(t, message);
  if (result.status === 'noPrice') return [say(result.message)];
  const lines = result.lines.map(({ role, label, amountMinor }) =>
    ['pix', 'perUnit', 'perArea'].includes(role)
      ? `${role}: ${say(label)}`
      : `${role}: ${say(label)} ${formatMoney(amountMinor, tenant)}`,
  );
  return [...lines, ...[result.saving, result.discount].flatMap((message) => (message ? [say(message)] : []))];
}

describe('priceLines', () => {
  it.each<[string, Tenant, PriceEntry[], PriceLineOptions, string[]]>([
    ['a single shelf price', cl, [e('NORMAL', 15990)], {}, ['current: Precio normal $ 15.990']],
    [
      'CMR beside INTERNET, NORMAL struck through',
      cl,
      [e('CMR', 11990), e('INTERNET', 12990), e('NORMAL', 15990)],
      {},
      [
        'current: Precio Internet $ 12.990',
        'regular: Precio normal $ 15.990',
        'card: Precio CMR $ 11.990',
        'Ahorra $ 3.000',
        '-19%',
      ],
    ],
    [
      'the lowest card price that passes the rule (docs/prices-and-badges.md)',
      cl,
      [e('EVENT', 29990), e('CMR_EVENT', 24990), e('CMR', 26990), e('CMR_INTERNET', 9990), e('NORMAL', 34990)],
      {},
      [
        'current: Precio evento $ 29.990',
        'regular: Precio normal $ 34.990',
        'card: Precio CMR $ 24.990',
        'Ahorra $ 5.000',
        '-14%',
      ],
    ],
    [
      'a CMR price not below the current one is hidden',
      cl,
      [e('NORMAL', 15990), e('CMR', 15990)],
      {},
      ['current: Precio normal $ 15.990'],
    ],
    [
      'a combo against the sum of its parts',
      cl,
      [e('COMBO', 39990), e('AggregatedBundlePrice', 49990), e('SAVING', 10000)],
      {},
      ['current: Combo $ 39.990', 'regular: Precio por separado $ 49.990', 'Ahorra $ 10.000', '-20%'],
    ],
    [
      'a floor sold by the box, with its price per m²',
      cl,
      [e('INTERNET', 25990, 'caja'), e('M2', 12031, 'm2'), e('NORMAL', 28990, 'caja'), e('SAVING', 3000)],
      {},
      [
        'current: Precio Internet $ 25.990',
        'regular: Precio normal $ 28.990',
        'perArea: $ 12.031 x m²',
        'Ahorra $ 3.000',
        '-10%',
      ],
    ],
    [
      'a paint can with its price per litre from the catalogue',
      cl,
      [e('NORMAL', 19990), e('PUM', 4998, 'L')],
      { measure: { quantity: 5, unit: 'L' } },
      ['current: Precio normal $ 19.990', 'perUnit: $ 4.998 x L'],
    ],
    [
      'a paint can with its price per litre worked out from its measure',
      br,
      [e('NORMAL', 12990), e('PUM', 999)],
      { measure: { quantity: 3.6, unit: 'L' } },
      ['current: Preço normal R$ 129,90', 'perUnit: R$ 36,08 por L'],
    ],
    [
      'no price per m² unit (docs/prices-and-badges.md)',
      cl,
      [e('NORMAL', 19990)],
      { measure: { quantity: 2, unit: 'm2' } },
      ['current: Precio normal $ 19.990'],
    ],
    [
      'the employee price, for an employee',
      cl,
      [e('NORMAL', 15990), e('EMPLOYEE', 12990)],
      { viewer: employee },
      ['current: Precio normal $ 15.990', 'employee: Precio colaborador $ 12.990'],
    ],
    [
      'the employee price, hidden from others',
      cl,
      [e('NORMAL', 15990), e('EMPLOYEE', 12990)],
      {},
      ['current: Precio normal $ 15.990'],
    ],
    [
      'a pro price with Pix in br',
      br,
      [e('INTERNET', 12990), e('PRECIOS_PRO', 11990), e('NORMAL', 14990)],
      { viewer: proBuyer },
      [
        'current: Preço internet R$ 129,90',
        'regular: Preço normal R$ 149,90',
        'pro: Preço Pro R$ 119,90',
        'pix: Preço Pro no Pix: R$ 113,90',
        'Economize R$ 20,00',
        '-13%',
      ],
    ],
    [
      'a pro price without Pix in cl',
      cl,
      [e('NORMAL', 15990), e('PRECIOS_PRO', 13990)],
      { viewer: proBuyer },
      ['current: Precio normal $ 15.990', 'pro: Precio Pro $ 13.990'],
    ],
    [
      'a pro price not below the current one',
      br,
      [e('NORMAL', 15990), e('PRECIOS_PRO', 15990)],
      { viewer: proBuyer },
      ['current: Preço normal R$ 159,90'],
    ],
    [
      'the pro price, hidden from a shopper the cart prices as not pro',
      br,
      [e('NORMAL', 15990), e('PRECIOS_PRO', 13990)],
      { viewer: anonymousViewer },
      ['current: Preço normal R$ 159,90'],
    ],
    [
      'the pro price, on a page: its own labelled line for every shopper (docs/prices-and-badges.md)',
      cl,
      [e('INTERNET', 14990), e('NORMAL', 15990), e('SAVING', 1000), e('PRECIOS_PRO', 13790), e('EMPLOYEE', 12740)],
      {},
      [
        'current: Precio Internet $ 14.990',
        'regular: Precio normal $ 15.990',
        'pro: Precio Pro $ 13.790',
        'Ahorra $ 1.000',
        '-6%',
      ],
    ],
    ['nothing to show', cl, [e('SAVING', 2000)], {}, ['Precio no disponible']],
  ])('%s', (_, tenant, entries, options, expected) => {
    expect(read(priceLines(entries, tenant, options), tenant)).toEqual(expected);
  });

  it('passes the caller’s CMR limits and Pix rate through', () => {
    const entries = [e('NORMAL', 14990), e('CMR', 9990), e('PRECIOS_PRO', 10000)];
    const result = priceLines(entries, br, {
      viewer: proBuyer,
      cmrLimits: { lowerMajor: 10, upperMajor: 5000 },
      pixPercent: 10,
    });
    expect(read(result, br)).toEqual([
      'current: Preço normal R$ 149,90',
      'card: Preço CMR R$ 99,90',
      'pro: Preço Pro R$ 100,00',
      'pix: Preço Pro no Pix: R$ 90,00',
    ]);
  });
});
