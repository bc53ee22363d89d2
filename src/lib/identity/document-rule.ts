import type { ValidationKey } from '../validation/issues';

/** A number accepted: `normalized` is stored, `formatted` is shown the way its country writes it. */
export type IdResult = { ok: true; normalized: string; formatted: string } | { ok: false; key: ValidationKey };

/** Reads what a shopper typed into an identity or tax number. */
export type IdRule = (input: string) => IdResult;

/** What a document accepts, in the order it is checked: each failure names its own message. */
export interface DocumentSpec {
  required: ValidationKey;
  /** Characters people type between the digits; dropped before the shape is checked. */
  separators: RegExp;
  /** The compact, upper-case number; failing it is `shape`. */
  pattern: RegExp;
  shape: ValidationKey;
  /** Further checks (a date, a prefix, a check digit), each with the message of its failure. */
  checks?: ReadonlyArray<readonly [valid: (compact: string) => boolean, key: ValidationKey]>;
  /** The stored form; the compact number itself when absent. */
  normalize?: (compact: string) => string;
  format: (normalized: string) => string;
}

/** The number without its separators, upper case (a RUT's k, a CNPJ's letters). */
export function compact(input: string, separators: RegExp): string {
  return input.trim().replace(separators, '').toUpperCase();
}

export function documentRule(spec: DocumentSpec): IdRule {
  return (input) => {
    const number = compact(input, spec.separators);
    if (number === '') return { ok: false, key: spec.required };
    if (!spec.pattern.test(number)) return { ok: false, key: spec.shape };
    const failed = spec.checks?.find(([valid]) => !valid(number));
    if (failed) return { ok: false, key: failed[1] };
    const normalized = spec.normalize?.(number) ?? number;
    return { ok: true, normalized, formatted: spec.format(normalized) };
  };
}

/** Groups of three from the right with dots, as Chile, Colombia and Uruguay write their numbers. */
export function dotted(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Spaces, dots and hyphens: what people put inside most of these numbers. */
export const commonSeparators = /[\s.-]/g;
