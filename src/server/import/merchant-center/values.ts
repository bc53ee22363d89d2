/**
 * Merchant Center's value formats, read into our model's units. Each answers the value, or the
 * reason it cannot be one (the report's words for a bad row).
 */
export type Read<T> = { value: T } | { reason: string };

/**
 * "12990 CLP", "12990.00 CLP", "CLP 12990" as minor units of the tenant's currency: another
 * currency is refused (the storefront sells in one), and so are more decimals than it has.
 * Decimals are read as digits, never through a float (0.1 + 0.2).
 */
export function parsePrice(text: string, currency: string, minorDigits: number): Read<number> {
  const match = /^(?:([A-Z]{3})\s*)?(\d+)(?:\.(\d+))?(?:\s*([A-Z]{3}))?$/.exec(text.trim().toUpperCase());
  const code = match?.[1] ?? match?.[4];
  if (!match?.[2] || !code || (match[1] && match[4])) return { reason: `"${text}" is not an amount and a currency` };
  if (code !== currency) return { reason: `${code} is not this site's currency (${currency})` };
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > minorDigits) return { reason: `${currency} has ${minorDigits} decimals, "${text}" more` };
  const amount = Number(match[2]) * 10 ** minorDigits + Number(fraction.padEnd(minorDigits, '0') || '0');
  return Number.isSafeInteger(amount) ? { value: amount } : { reason: `"${text}" is too large` };
}

/** An ISO 8601 instant as Merchant Center writes it ("2026-11-20T00:00-0300", "2026-11-20"): UTC without an offset. */
function instant(text: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text.trim());
  if (!match) return undefined;
  const offset = match[4] ? match[4].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z';
  const at = Date.parse(`${match[1]}T${match[2] ?? '00:00'}${match[3] ?? ':00'}${offset}`);
  return Number.isNaN(at) ? undefined : at;
}

export interface SaleWindow {
  start?: number;
  end?: number;
}

/** sale_price_effective_date: "start/end", either side may be left open. */
export function parseSaleWindow(text: string): Read<SaleWindow> {
  const sides = text.split('/');
  if (sides.length !== 2) return { reason: `"${text}" is not a start and an end separated by "/"` };
  const [startText = '', endText = ''] = sides.map((side) => side.trim());
  const start = startText ? instant(startText) : undefined;
  const end = endText ? instant(endText) : undefined;
  if ((startText && start === undefined) || (endText && end === undefined))
    return { reason: `"${text}" is not two ISO 8601 dates` };
  if (start !== undefined && end !== undefined && end <= start) return { reason: 'the sale ends before it starts' };
  return { value: { ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) } };
}

/** Whether a sale runs at `now`: begun (or no start) and not ended (or no end). */
export function saleRuns(window: SaleWindow, now: number): boolean {
  return (window.start === undefined || window.start <= now) && (window.end === undefined || now < window.end);
}

const kilograms: Record<string, number> = { mg: 1e-6, g: 0.001, kg: 1, oz: 0.028349523125, lb: 0.45359237 };
const centimetres: Record<string, number> = { mm: 0.1, cm: 1, m: 100, in: 2.54, ft: 30.48, yd: 91.44 };

function measure(text: string, units: Record<string, number>): Read<number> {
  const match = /^(\d+(?:[.,]\d+)?)\s*([a-z]+)$/i.exec(text.trim());
  const factor = match?.[2] ? units[match[2].toLowerCase()] : undefined;
  if (!match?.[1] || factor === undefined)
    return { reason: `"${text}" is not a number and one of ${Object.keys(units).join(', ')}` };
  return { value: Math.round(Number(match[1].replace(',', '.')) * factor * 1000) / 1000 };
}

/** shipping_weight ("2.5 kg", "800 g", "3 lb") in kilograms. */
export const parseWeight = (text: string) => measure(text, kilograms);
/** shipping_length, shipping_width, shipping_height ("30 cm", "12 in") in centimetres. */
export const parseLength = (text: string) => measure(text, centimetres);
