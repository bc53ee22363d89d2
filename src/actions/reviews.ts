import { type ActionAPIContext, defineAction } from 'astro:actions';
import { keepsApiErrors } from '../server/actions/api-action';
import { database } from '../server/db/runtime';
import { clientAddress } from '../server/http/client-address';
import { submitReviewForm } from '../server/reviews/form-submit';
import { enforceLimit, reviewLimits } from '../server/reviews/limits';
import { hashReviewer, reviewerToken } from '../server/reviews/reviewer';
import { translationProvider } from '../server/translation';
import { uploadStore } from '../server/uploads';

/**
 * The product page's review form (docs/reviews.md): text, ratings and up to six photos or videos in one
 * multipart post, from the no-JS form and from its island alike. The FormData is read by
 * form-submit.ts, as Astro's form parsing knows neither nested ratings nor several files.
 */
export const reviews = {
  submit: defineAction({
    accept: 'form',
    handler: keepsApiErrors(async (form: FormData, astro: ActionAPIContext) => {
      const { tenant, t } = astro.locals;
      const handle = await database();
      // Retry-After belongs to the API's answer; a form shows the message, which names the wait.
      await enforceLimit(handle, reviewLimits.submit, tenant.tenant, clientAddress(astro), new Headers());
      const reviewer = hashReviewer(reviewerToken(astro, tenant.tenant));
      const review = await submitReviewForm(handle, uploadStore(), tenant, t, form, {
        reviewer,
        canTranslate: translationProvider() !== undefined,
      });
      return { id: review.id, message: t('reviews.submitted') };
    }),
  }),
};
