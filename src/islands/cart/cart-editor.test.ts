import { describe, expect, it } from 'vitest';
import { catalogues } from '../../lib/messages';
import { clientErrorCodes, ShopperError } from '../../stores/client';
import type { EditorCart, EditorService } from './cart-view';
import { refusedByServer, withRefusal } from './refusal';
import { toggledServices } from './service-choice';
import { summaryRows } from './summary-rows';
import { cartEditorWordKeys, sayer } from './words';

const money = (amount: number) => ({ amount, text: `$ ${amount}` });
const say = sayer({
  ...(Object.fromEntries(cartEditorWordKeys.map((key) => [key, catalogues.es[key]])) as Record<
    (typeof cartEditorWordKeys)[number],
    string
  >),
  size: catalogues.es['site.cart.sizeTalla'],
});

const totals = (extra: Partial<EditorCart['totals']> = {}): EditorCart['totals'] => ({
  products: money(1000),
  services: money(0),
  subtotal: money(1000),
  savings: money(0),
  memberDiscount: null,
  freeDelivery: null,
  delivery: null,
  total: money(1000),
  pix: null,
  ...extra,
});

describe('the cart summary', () => {
  it.each([
    [
      'a plain cart: products, subtotal, delivery still to choose',
      totals(),
      [
        ['Productos', '$ 1000'],
        ['Subtotal', '$ 1000'],
        ['Despacho estimado', 'Se calcula al elegir la entrega'],
      ],
    ],
    [
      'services, savings, the members discount and free delivery',
      totals({
        services: money(200),
        subtotal: money(1200),
        savings: money(50),
        memberDiscount: { percent: 5, amount: money(50), label: 'Descuento socios' },
        delivery: { cost: money(0), free: true, label: 'Despacho gratis' },
      }),
      [
        ['Productos', '$ 1000'],
        ['Servicios y garantías', '$ 200'],
        ['Subtotal', '$ 1200'],
        ['Ahorro', '- $ 50'],
        ['Descuento socios (5%)', '- $ 50'],
        ['Despacho estimado', 'Despacho gratis'],
      ],
    ],
    [
      'a delivery cost',
      totals({ delivery: { cost: money(3990), free: false, label: null } }),
      [
        ['Productos', '$ 1000'],
        ['Subtotal', '$ 1000'],
        ['Despacho estimado', '$ 3990'],
      ],
    ],
  ])('%s', (_, given, rows) => {
    expect(summaryRows(given, say).map((row) => [row.label, row.value])).toEqual(rows);
  });
});

const service = (id: string, kind: string, selected: boolean): EditorService => ({
  id,
  kind,
  name: id,
  price: money(100),
  selected,
});

describe("a service box's next choice", () => {
  const offered = [service('warranty-1y', 'warranty', true), service('warranty-2y', 'warranty', false)];
  it.each([
    [
      'adds a service to the warranty',
      [...offered, service('install', 'service', false)],
      'install',
      'warranty-1y,install',
    ],
    ['replaces the chosen warranty with another', offered, 'warranty-2y', 'warranty-2y'],
    ['removes a chosen one', offered, 'warranty-1y', ''],
    [
      'keeps the services when a warranty comes',
      [service('install', 'service', true), service('warranty-2y', 'warranty', false)],
      'warranty-2y',
      'install,warranty-2y',
    ],
  ])('%s', (_, availableServices, clicked, expected) => {
    const box = availableServices.find((candidate) => candidate.id === clicked) as EditorService;
    const chosen = availableServices.filter((other) => other.selected).map((other) => other.id);
    expect(toggledServices(availableServices, chosen, box).join(',')).toBe(expected);
  });
});

describe('where a failed change is told', () => {
  it.each([
    [
      'the server refused it, in its words',
      new ShopperError('Sin stock', { code: 'CORE_VALIDATION_ERROR', status: 400 }),
      true,
    ],
    ['the server failed, in its words', new ShopperError('Error', { code: '-1', status: 500 }), true],
    ['no answer at all', new ShopperError('Sin red', { code: clientErrorCodes.network, status: 0 }), false],
    ['an answer that is not ours', new ShopperError('Sin red', { code: '502', status: 502 }), false],
    [
      'an answer of the wrong shape',
      new ShopperError('Sin red', { code: clientErrorCodes.badAnswer, status: 200 }),
      false,
    ],
    ['anything else', new Error('boom'), false],
  ])('%s: on the line %s', (_, error, onLine) => {
    expect(refusedByServer(error)).toBe(onLine);
  });
});

describe("a line's refusals after a change is answered", () => {
  const before = { 'line-1': { update: 'Sin stock', delivery: 'Sin tiendas' }, 'line-2': { remove: 'Error' } };
  it.each([
    [
      'a change that went through clears its own form only',
      'line-1',
      'update' as const,
      undefined,
      { 'line-1': { update: undefined, delivery: 'Sin tiendas' }, 'line-2': { remove: 'Error' } },
    ],
    [
      'a new refusal replaces that form’s last one',
      'line-1',
      'delivery' as const,
      'La tienda no tiene unidades',
      { 'line-1': { update: 'Sin stock', delivery: 'La tienda no tiene unidades' }, 'line-2': { remove: 'Error' } },
    ],
    [
      'a refusal of a line without one yet',
      'line-3',
      'services' as const,
      'Servicio no disponible',
      { ...before, 'line-3': { services: 'Servicio no disponible' } },
    ],
  ])('%s', (_, lineId, change, message, after) => {
    expect(withRefusal(before, lineId, change, message)).toEqual(after);
  });
});
