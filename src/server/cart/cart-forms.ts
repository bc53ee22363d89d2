import type { APIContext } from 'astro';
import type { z } from 'astro/zod';
import { flagMessageParams, type VouchedParams } from '../../lib/flag-message-params';
import type { MessageKey, MessageParams, Translate } from '../../lib/messages';
import { isMessageKey, toFieldErrors } from '../../lib/validation/issues';
import { ApiError } from '../api/errors';
import { describeError, logLine } from '../log';

/**
 * What the plain HTML forms share (they work without JavaScript): each POST answers 303 back to a
 * page, and a refused input or a failure never answers 5xx: the page shows the message named by
 * the `error` flag. The cart's, location's, login's and notify-me's forms go through the Astro
 * Actions (src/actions); the account's other forms through formAction below.
 */

/**
 * The flags a page reads back after a form: `?error=<message key>&error.<param>=…` or `?done=1`.
 * The product page's location form answers with its own `locationError`, so that its message
 * shows beside that form and not beside add to cart; the review form's likewise beside reviews.
 */
export const formFlags = {
  error: 'error',
  done: 'done',
  locationError: 'locationError',
  locationSaved: 'locationSaved',
  reviewError: 'reviewError',
  reviewSent: 'reviewSent',
  /** A login moved the shopper to their default address's zone (accounts/login-zone.ts). */
  zoneFromAddress: 'zoneFromAddress',
  /** A checkout address moved the shopper to its zone (checkout-actions.ts saveDelivery). */
  addressZone: 'addressZone',
  /** The cart line a removal took out, with its fields, for the page's undo (undo-removal.ts). */
  removed: 'removed',
} as const;
const errorFlags: string[] = [formFlags.error, formFlags.locationError, formFlags.reviewError];

/**
 * The message of the `error` flag (or of `flag`) in the page's language. Only catalogue keys are
 * shown, and no param is taken from the URL as words (src/lib/flag-message-params.ts): a key
 * whose params are missing or refused shows the generic message. `vouched` names the words the
 * page itself allows for a param (the review form's attribute labels).
 */
export function errorFlagMessage(
  search: URLSearchParams,
  t: Translate,
  flag: string = formFlags.error,
  vouched: VouchedParams = {},
): string | undefined {
  const key = search.get(flag);
  if (key === null) return undefined;
  try {
    return isMessageKey(key) ? t(key, flagMessageParams(search, flag, vouched)) : t('errors.generic');
  } catch {
    return t('errors.generic');
  }
}

/** Form fields as an object; digits become numbers, as the schemas want numbers. */
async function formObject(request: Request): Promise<Record<string, unknown>> {
  try {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    for (const [name, value] of form) {
      // An empty field (the "no store" option) is a field not sent.
      if (typeof value !== 'string' || value === '') continue;
      out[name] = name === 'quantity' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value;
    }
    return out;
  } catch {
    return {};
  }
}

/** Where to go back to: a page of this tenant the request came from, or the fallback. */
export function sameSiteReferrer(astro: APIContext, fallback: string): string {
  const referrer = astro.request.headers.get('referer');
  if (!referrer) return fallback;
  try {
    const url = new URL(referrer);
    if (url.origin !== astro.url.origin || !url.pathname.startsWith(`/${astro.locals.tenant.tenant}/`)) return fallback;
    for (const name of [...url.searchParams.keys()]) {
      const isFlag =
        name === formFlags.done ||
        name === formFlags.locationSaved ||
        name === formFlags.reviewSent ||
        name === formFlags.zoneFromAddress ||
        [...errorFlags, formFlags.removed].some((flag) => name === flag || name.startsWith(`${flag}.`));
      if (isFlag) url.searchParams.delete(name);
    }
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}

/** `path` with a flag set; an error flag's params travel as `<flag>.<param>`. */
export function withFlag(path: string, name: string, value: string, params: MessageParams = {}): string {
  const [pathname, search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  query.set(name, value);
  for (const [param, paramValue] of Object.entries(params)) query.set(`${name}.${param}`, String(paramValue));
  return `${pathname}?${query}`;
}

export const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

const failed = (target: string, key: MessageKey, params?: MessageParams) =>
  seeOther(withFlag(target, formFlags.error, key, params));

/**
 * Runs one form: parse with `schema`, call `run`, answer 303 to `success` with the done flag,
 * or to `failure` with the error flag and its params.
 */
export async function formAction<S extends z.ZodType>(
  astro: APIContext,
  schema: S,
  targets: { success: string; failure: string },
  run: (input: z.output<S>) => Promise<unknown>,
): Promise<Response> {
  const parsed = schema.safeParse(await formObject(astro.request));
  if (!parsed.success) {
    const first = toFieldErrors(parsed.error)[0];
    return failed(targets.failure, first?.key ?? 'validation.invalid', first?.params);
  }
  try {
    await run(parsed.data);
    return seeOther(withFlag(targets.success, formFlags.done, '1'));
  } catch (error) {
    if (error instanceof ApiError) {
      const detail = error.details[0];
      return failed(targets.failure, detail?.key ?? 'errors.generic', detail?.params);
    }
    logLine('error', 'form failed', {
      tenant: astro.locals.tenant.tenant,
      path: astro.url.pathname,
      error: describeError(error),
    });
    return failed(targets.failure, 'errors.generic');
  }
}
