import type { APIRoute } from 'astro';
import { cartUrl } from '../../../lib/routes';
import { toFieldErrors } from '../../../lib/validation/issues';
import { selectedItems } from '../../../lib/validation/project';
import { ApiError } from '../../../server/api/errors';
import { cartContext } from '../../../server/cart/cart-context';
import { sameSiteReferrer } from '../../../server/cart/cart-forms';
import { writeCartCookie } from '../../../server/cart/http';
import { logLine } from '../../../server/log';
import { addProject } from '../../../server/projects/add-project';
import { projectFormSchema, projectInvalidFlag, withProjectError } from '../../../server/projects/project-form';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

/**
 * The project builder's form (no JavaScript): every selected line goes to the cart, or none
 * does and the product page shows why (docs/tools.md "Add to project failure").
 */
export const POST: APIRoute = async (astro) => {
  const { tenant } = astro.locals;
  const cart = cartUrl(tenant);
  const back = sameSiteReferrer(astro, cart);
  let form: FormData;
  try {
    form = await astro.request.formData();
  } catch {
    return seeOther(withProjectError(back, 'validation.invalid', {}, projectInvalidFlag));
  }
  const parsed = projectFormSchema.safeParse(form);
  if (!parsed.success) {
    const first = toFieldErrors(parsed.error)[0];
    return seeOther(withProjectError(back, first?.key ?? 'validation.invalid', first?.params, projectInvalidFlag));
  }
  try {
    const context = await cartContext(astro.locals.scope);
    await addProject(context, selectedItems(parsed.data));
    writeCartCookie(astro, context);
    return seeOther(`${cart}?done=1`);
  } catch (error) {
    if (error instanceof ApiError) {
      const detail = error.details[0];
      return seeOther(withProjectError(back, detail?.key ?? 'errors.addToProject', detail?.params));
    }
    logLine('error', 'add project failed', {
      tenant: tenant.tenant,
      path: astro.url.pathname,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return seeOther(withProjectError(back, 'errors.addToProject'));
  }
};
