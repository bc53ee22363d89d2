import { type Lang, translator } from '../../lib/messages';
import { readJson } from '../api/body';
import { endpoint } from '../api/endpoint';
import { ok } from '../api/respond';
import { database } from '../db/runtime';
import { clientAddress } from '../http/client-address';
import { translationProvider } from '../translation';
import { uploadStore } from '../uploads';
import { reviewSubmissionSchema } from './form';
import { parseInput } from './input';
import { enforceLimit, reviewLimits } from './limits';
import { listReviews } from './list';
import { saveReviewMedia } from './media';
import { reviewListQuerySchema, statisticsQuerySchema, translateParamsSchema } from './query';
import { hashReviewer, reviewerToken } from './reviewer';
import { reviewStatistics } from './statistics';
import { submitReview } from './submit';
import { translateReview } from './translate';
import { maxUploadRequestBytes, readUpload } from './upload';

// The attribute labels in validation messages are the site's language: one schema per language.
const submissionSchemas: Record<Lang, ReturnType<typeof reviewSubmissionSchema>> = {
  es: reviewSubmissionSchema(translator('es')),
  pt: reviewSubmissionSchema(translator('pt')),
};

/** GET reviews/statistics?productId */
export const statisticsEndpoint = endpoint({ query: statisticsQuerySchema }, async ({ tenant, query, astro }) =>
  reviewStatistics(await database(), tenant.tenant, astro.locals.t, query.productId),
);

/** GET reviews?productId&page&sort */
export const listEndpoint = endpoint({ query: reviewListQuerySchema }, async ({ tenant, query, astro }) =>
  listReviews(await database(), tenant, astro.locals.t, {
    ...query,
    canTranslate: translationProvider() !== undefined,
  }),
);

/** POST reviews: the review form as JSON; 201 with the review. */
export const submitEndpoint = endpoint({}, async ({ tenant, astro, headers }) => {
  const form = parseInput(submissionSchemas[tenant.lang], await readJson(astro.request), 'body');
  const handle = await database();
  await enforceLimit(handle, reviewLimits.submit, tenant.tenant, clientAddress(astro), headers);
  const reviewer = hashReviewer(reviewerToken(astro, tenant.tenant));
  const review = await submitReview(handle, tenant, astro.locals.t, form, {
    reviewer,
    canTranslate: translationProvider() !== undefined,
  });
  return ok(review, headers, 201);
});

/**
 * POST reviews/media: one photo or video as multipart/form-data (field "file"); 201 with its id and
 * URL. Until a review of the same browser holds it, only that browser (its reviewer cookie, issued
 * here when it has none) may see it.
 */
export const uploadEndpoint = endpoint({ maxBodyBytes: maxUploadRequestBytes }, async ({ tenant, astro, headers }) => {
  const handle = await database();
  await enforceLimit(handle, reviewLimits.upload, tenant.tenant, clientAddress(astro), headers);
  const file = await readUpload(astro.request);
  const uploader = hashReviewer(reviewerToken(astro, tenant.tenant));
  return ok(await saveReviewMedia(handle, uploadStore(), tenant.tenant, file, uploader), headers, 201);
});

/** GET translate-reviews/{id}/{lang} */
export const translateEndpoint = endpoint({}, async ({ tenant, astro }) => {
  const params = parseInput(translateParamsSchema, astro.params, 'params');
  return translateReview(await database(), tenant.tenant, translationProvider(), params.id, params.lang);
});
