import type { z } from 'astro/zod';
import { catalogues, type MessageKey, type MessageParams } from '../messages';
import { placeholderNames } from '../messages/plural';

/** The keys a schema may give as its error: every validation message is a catalogue key. */
export type ValidationKey = Extract<MessageKey, `validation.${string}`>;

/** A zod error option whose message is a catalogue key: `.min(6, issue('validation.password.tooShort'))`. */
export function issue(key: ValidationKey): { error: ValidationKey } {
  return { error: key };
}

/** The same, stopping the field's later checks (a missing value needs one message, not three). */
export function stop(key: ValidationKey): { error: ValidationKey; abort: true } {
  return { error: key, abort: true };
}

/** A custom issue for `ctx.issues.push` in checks and transforms, carrying the message's params. */
export function customIssue(key: ValidationKey, input: unknown, params?: MessageParams, path: PropertyKey[] = []) {
  return { code: 'custom' as const, message: key, input, path, ...(params === undefined ? {} : { params }) };
}

/** One invalid field, ready for a page (translate key with params) or an API response. */
export interface FieldError {
  /** Dotted path of the field in the input: "email", "attributes.quality", "uploads.2"; "" for the input itself. */
  field: string;
  key: MessageKey;
  params: MessageParams;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogues.es, value);
}

function placeholders(key: MessageKey): string[] {
  return placeholderNames(catalogues.es[key]);
}

function paramsOf(zodIssue: z.core.$ZodIssue): MessageParams {
  switch (zodIssue.code) {
    // Length and size bounds come from the check itself, so the message and the rule cannot disagree.
    case 'too_small':
      return { min: Number(zodIssue.minimum) };
    case 'too_big':
      return { max: Number(zodIssue.maximum) };
    case 'custom':
      return Object.fromEntries(
        Object.entries(zodIssue.params ?? {}).filter(
          (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
        ),
      );
    default:
      return {};
  }
}

/**
 * Turns a ZodError into field errors. Params are trimmed to the placeholders of the message.
 * A message that is not a catalogue key (zod's own English text), or whose placeholders lack a
 * value, becomes 'validation.invalid': a shopper never reads English nor a raw "{min}".
 */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((zodIssue): FieldError => {
    const field = zodIssue.path.map(String).join('.');
    const invalid: FieldError = { field, key: 'validation.invalid', params: {} };
    if (!isMessageKey(zodIssue.message)) return invalid;
    const found = paramsOf(zodIssue);
    const params: MessageParams = {};
    for (const name of placeholders(zodIssue.message)) {
      const value = found[name];
      if (value === undefined) return invalid;
      params[name] = value;
    }
    return { field, key: zodIssue.message, params };
  });
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

/** Parses input with a schema of this folder; failure is a list of translatable field errors. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFieldErrors(result.error) };
}
