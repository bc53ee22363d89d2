/**
 * A number as a shopper types it on a tenant's site. es and pt tenants write "2,4" for two point
 * four and "1.250" for one thousand two hundred and fifty; mx writes "2.4" and "1,250" (the
 * tenant's `separator`). Read here, once, for every typed figure (calculators, quantities,
 * measures), on the server and in the islands alike: plain code, no zod, so it weighs nothing
 * in the browser.
 *
 * What is read:
 * - digits, with at most one decimal separator: "2", "2,4", ",5", "2," (es) / "2.4" (mx);
 * - thousands in groups of three after a first group of 1 to 3 digits not starting with 0:
 *   "1.250", "12.500,75" (es) / "1,250.5" (mx);
 * - the other separator alone once, when it cannot be a thousands group ("2.4", "0.500" or
 *   "1234.5" on es; "2,4" on mx): phones and habits bring the dot to es shoppers, and a figure
 *   that can only mean one number is read as that number rather than refused.
 * Anything else (letters, signs, spaces inside, two decimal separators, groups not of three
 * after a decimal) cannot be read: the caller shows a message, the figure is never changed.
 */

export interface NumberSeparators {
  decimal: string;
  thousand: string;
}

export type ParsedDecimal = { ok: true; value: number } | { ok: false; reason: 'empty' | 'unreadable' };

const escapeRegExp = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patterns({ decimal, thousand }: NumberSeparators) {
  const d = escapeRegExp(decimal);
  const t = escapeRegExp(thousand);
  return {
    plain: new RegExp(`^(\\d+)(?:${d}(\\d*))?$|^${d}(\\d+)$`),
    grouped: new RegExp(`^([1-9]\\d{0,2}(?:${t}\\d{3})+)(?:${d}(\\d*))?$`),
    otherDecimal: new RegExp(`^(\\d*)${t}(\\d*)$`),
  };
}

const cache = new Map<string, ReturnType<typeof patterns>>();

function patternsFor(separators: NumberSeparators) {
  const key = `${separators.decimal}${separators.thousand}`;
  let found = cache.get(key);
  if (!found) {
    found = patterns(separators);
    cache.set(key, found);
  }
  return found;
}

function fromParts(whole: string, fraction: string): ParsedDecimal {
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: 'unreadable' };
}

/** The non-negative number the shopper typed, read with the tenant's separators. */
export function parseDecimal(typed: string, separators: NumberSeparators): ParsedDecimal {
  const text = typed.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  const { plain, grouped, otherDecimal } = patternsFor(separators);
  const simple = plain.exec(text);
  if (simple) return simple[3] !== undefined ? fromParts('', simple[3]) : fromParts(simple[1] ?? '', simple[2] ?? '');
  const thousands = grouped.exec(text);
  if (thousands) return fromParts((thousands[1] ?? '').split(separators.thousand).join(''), thousands[2] ?? '');
  const other = otherDecimal.exec(text);
  // "2.4" on es (or "2,4" on mx): one separator that no thousands grouping explains, with digits beside it.
  if (other && `${other[1]}${other[2]}` !== '') return fromParts(other[1] ?? '', other[2] ?? '');
  return { ok: false, reason: 'unreadable' };
}

/** A whole count (doors, coats, units): read as a decimal, refused when it has a fraction. */
export function parseWholeNumber(typed: string, separators: NumberSeparators): ParsedDecimal {
  const read = parseDecimal(typed, separators);
  return read.ok && !Number.isSafeInteger(read.value) ? { ok: false, reason: 'unreadable' } : read;
}

/** How the tenant writes `value` in an example ("2,4" on es tenants, "2.4" on mx). */
export function exampleDecimal(value: number, separators: NumberSeparators): string {
  return String(value).replace('.', separators.decimal);
}
