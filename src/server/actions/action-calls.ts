import { getActionContext, isActionError, isInputError } from 'astro:actions';
import type { APIContext, MiddlewareNext } from 'astro';
import { toFieldErrors } from '../../lib/validation/issues';
import { type ApiErrorDetail, apiErrorCodes } from '../api/errors';
import { fail, ok } from '../api/respond';
import { seeOther, withFlag } from '../cart/cart-forms';
import { describeError, logLine } from '../log';
import { ApiActionError } from './api-action';
import { actionBodyLimit, bodyTooLarge, checkActionBody } from './body-limit';
import { formTargets } from './form-targets';

type Outcome = { ok: true; data: unknown } | { ok: false; status: number; details: ApiErrorDetail[] };

/** An action's result or failure as our services word it: ApiError details with catalogue keys. */
async function runAction(
  run: () => Promise<{ data?: unknown; error?: unknown }>,
  astro: APIContext,
  actionName: string,
): Promise<Outcome> {
  let error: unknown;
  try {
    const result = await run();
    if (result.error === undefined) return { ok: true, data: result.data ?? null };
    error = result.error;
  } catch (thrown) {
    error = thrown;
  }
  if (error instanceof ApiActionError) {
    return { ok: false, status: error.apiError.status, details: error.apiError.details };
  }
  if (isInputError(error)) {
    const details = toFieldErrors({ issues: error.issues } as Parameters<typeof toFieldErrors>[0]).map((field) => ({
      code: apiErrorCodes.validation,
      key: field.key,
      params: field.params,
      field: field.field,
    }));
    return { ok: false, status: 400, details };
  }
  if (isActionError(error) && error.status < 500) {
    return { ok: false, status: error.status, details: [astroRefusal(error.status, actionName)] };
  }
  logLine('error', 'action failed', {
    tenant: astro.locals.tenant.tenant,
    path: astro.url.pathname,
    requestId: astro.locals.trace['x-request-id'],
    error: describeError(error),
  });
  return { ok: false, status: 500, details: [{ code: apiErrorCodes.internal, key: 'errors.generic' }] };
}

/** Astro's own refusals (an unknown action, a body too large or of another type), labelled by what they are. */
function astroRefusal(status: number, actionName: string): ApiErrorDetail {
  switch (status) {
    case 404:
      return { code: apiErrorCodes.notFound, key: 'errors.pageNotAvailable' };
    case 413:
      return bodyTooLarge(actionBodyLimit(actionName));
    case 415:
      return { code: apiErrorCodes.unsupportedMediaType, key: 'validation.invalid' };
    default:
      return { code: apiErrorCodes.validation, key: 'validation.invalid' };
  }
}

/**
 * Answers every Astro Action call before any page renders. An island's call (POST /_actions/…)
 * gets the JSON envelope of docs/api.md, like the API; a no-JS form (`?_action=` on a page) gets a
 * 303 to the page that shows the outcome, with the `done` or `error` flag, as before the actions.
 */
export async function answerActionCall(astro: APIContext, next: MiddlewareNext): Promise<Response> {
  const { action } = getActionContext(astro);
  if (!action) return next();
  const body = await checkActionBody(astro.request, actionBodyLimit(action.name));
  const outcome = body.ok ? await runAction(action.handler, astro, action.name) : body;
  if (action.calledFrom === 'rpc') {
    return outcome.ok ? ok(outcome.data) : fail(outcome.status, outcome.details, astro.locals.t);
  }
  const targets = formTargets(action.name, astro, outcome.ok ? outcome.data : undefined);
  if (outcome.ok) {
    const success = withFlag(targets.successFor?.(outcome.data) ?? targets.success, targets.successFlag, '1');
    return seeOther(`${success}${targets.successHash ?? ''}`);
  }
  const first = outcome.details[0];
  const failurePage = targets.failureFor?.(first?.key) ?? targets.failure;
  const flag = targets.failureFlagFor?.(first?.key) ?? targets.failureFlag;
  const failure = withFlag(failurePage, flag, first?.key ?? 'errors.generic', first?.params);
  return seeOther(`${failure}${targets.failureHash ?? ''}`);
}
