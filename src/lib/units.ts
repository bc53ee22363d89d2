import type { Message, MessageKey } from './messages';
import { formatMoneyParts, joinMoneyParts, type MoneyFormat, type MoneyParts } from './money';

/**
 * docs/prices-and-badges.md: "unit names and plurals are mapped (unit, box, kg, litre, square metre, pair, set,
 * and Portuguese units)", plus the other units a home-improvement catalogue sells by.
 * 'unit' comes first: it is the fallback for a code nobody recognises.
 */
export const unitIds = [
  'unit',
  'piece',
  'box',
  'pack',
  'set',
  'kit',
  'pair',
  'kg',
  'ton',
  'litre',
  'gallon',
  'can',
  'bucket',
  'metre',
  'linearMetre',
  'm2',
  'm3',
  'roll',
  'sack',
  'bag',
  'sheet',
  'bar',
  'thousand',
] as const;
export type UnitId = (typeof unitIds)[number];

/**
 * The codes a catalogue sends for each unit, in the normalised form of normaliseCode (upper
 * case, no accents, no punctuation: "m²" is M2, "c/u" is CU, "peça" is PECA). Plurals need
 * not be listed: a trailing S or ES is tried off (CAJAS, UNIDADES, PARES, GALONES).
 * ML is the linear metre, as Spanish catalogues write it, not the millilitre.
 */
export const unitCodes: Readonly<Record<UnitId, readonly string[]>> = {
  unit: ['UN', 'UND', 'UNI', 'UNID', 'UNIDAD', 'UNIDADE', 'U', 'CU', 'EA', 'UNIT'],
  piece: ['PZA', 'PZ', 'PIEZA', 'PC', 'PCA', 'PECA', 'PIECE'],
  box: ['CAJA', 'CJ', 'CJA', 'CX', 'CAIXA', 'BOX'],
  pack: ['PAQ', 'PQ', 'PQT', 'PCT', 'PAQUETE', 'PACOTE', 'PACK', 'PK'],
  set: ['JGO', 'JG', 'JUEGO', 'JOGO', 'SET', 'CJT', 'CONJ', 'CONJUNTO'],
  kit: ['KIT'],
  pair: ['PAR', 'PR', 'PAIR'],
  kg: ['KG', 'KILO', 'KILOGRAMO', 'QUILO', 'QUILOGRAMA'],
  ton: ['TON', 'TN', 'T', 'TONELADA'],
  litre: ['LT', 'L', 'LTR', 'LITRO', 'LITRE', 'LITER'],
  gallon: ['GL', 'GAL', 'GLN', 'GALON', 'GALAO', 'GALOES', 'GALLON'],
  can: ['LATA', 'LAT', 'TARRO'],
  bucket: ['BALDE', 'BD', 'TINETA', 'CUBETA', 'BUCKET'],
  metre: ['M', 'MT', 'MTR', 'METRO', 'METRE'],
  linearMetre: ['ML', 'MTL', 'MLN', 'METROLINEAL', 'METROLINEAR'],
  m2: ['M2', 'MT2', 'MTS2', 'METROCUADRADO', 'METROQUADRADO', 'SQM'],
  m3: ['M3', 'MT3', 'MTS3', 'METROCUBICO', 'CBM'],
  roll: ['RL', 'ROL', 'RLL', 'ROLLO', 'ROLO', 'ROLL'],
  sack: ['SC', 'SCO', 'SACO', 'SACK'],
  bag: ['BOLSA', 'BLS', 'BOL', 'BAG'],
  sheet: ['PL', 'PLA', 'PLCH', 'PLANCHA', 'CHAPA', 'CH', 'LAMINA', 'SHEET'],
  bar: ['BR', 'BAR', 'BARRA', 'VARILLA'],
  thousand: ['MIL', 'MILLAR', 'MILHEIRO', 'MILH'],
};

const unitByCode: ReadonlyMap<string, UnitId> = new Map(
  unitIds.flatMap((unit) => unitCodes[unit].map((code) => [code, unit] as const)),
);

/** "m²" → "M2", "Peça" → "PECA", " c/u " → "CU": NFKD turns ² into 2 and splits accents off. */
function normaliseCode(code: string): string {
  return code
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** What a catalogue unit code means; known is false when it fell back to the generic unit. */
export interface UnitResolution {
  unit: UnitId;
  known: boolean;
}

/** Reads a catalogue unit code ('CAJA', 'M2', 'Kgs', 'peças'); an unknown or missing code is the generic unit. */
export function parseUnitCode(code: string | undefined): UnitResolution {
  const normal = normaliseCode(code ?? '');
  const candidates = [normal, normal.replace(/S$/, ''), normal.replace(/ES$/, '')];
  for (const candidate of candidates) {
    const unit = unitByCode.get(candidate);
    if (unit) return { unit, known: true };
  }
  return { unit: 'unit', known: false };
}

/** The catalogue keys of a unit: a quantity in singular and plural ("{count} caja(s)"), and the price suffix. */
export interface UnitKeys {
  one: MessageKey;
  other: MessageKey;
  /** What follows a price sold by this unit: "$ 12.990 caja", "$ 4.990 c/u", "R$ 89,90 m²". */
  per: MessageKey;
}

export function unitKeys(unit: UnitId): UnitKeys {
  return { one: `unit.${unit}.one`, other: `unit.${unit}.other`, per: `unit.${unit}.per` };
}

type Separators = Pick<MoneyFormat['separator'], 'decimal' | 'thousand'>;

/**
 * A quantity with the tenant's separators, up to maxFractionDigits decimals and without
 * trailing zeros: 1.44 → "1,44", 3 → "3", 1250 → "1.250". Quantities are measures, not money.
 */
export function formatQuantity(quantity: number, separator: Separators, maxFractionDigits = 2): string {
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new RangeError(`A quantity must be a finite number of at least 0, got ${quantity}`);
  }
  const [whole = '0', fraction = ''] = quantity.toFixed(maxFractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator.thousand);
  const shown = fraction.replace(/0+$/, '');
  return shown === '' ? grouped : `${grouped}${separator.decimal}${shown}`;
}

/**
 * A quantity of a catalogue unit, ready to translate: "1 caja", "3 cajas", "1,5 kg", "2 caixas".
 * Singular only when the quantity reads as exactly 1 (1.001 shows as "1", so "1 caja").
 * Symbols (kg, m², m³) read the same in singular and plural; the catalogues say so.
 */
export function quantityMessage(quantity: number, code: string | undefined, separator: Separators): Message {
  const count = formatQuantity(quantity, separator);
  const keys = unitKeys(parseUnitCode(code).unit);
  return { key: count === '1' ? keys.one : keys.other, params: { count } };
}

/** A price sold by a unit, in parts: the formatted money and the suffix message to show after it. */
export interface UnitPriceParts {
  money: MoneyParts;
  text: string;
  per: Message;
}

/** "$ 12.990" + "caja": the price is formatted as formatMoney does; the suffix comes from the catalogue. */
export function unitPriceParts(amountMinor: number, code: string | undefined, format: MoneyFormat): UnitPriceParts {
  const money = formatMoneyParts(amountMinor, format);
  return { money, text: joinMoneyParts(money), per: { key: unitKeys(parseUnitCode(code).unit).per } };
}
