import { z } from 'astro/zod';
import { issue } from '../../lib/validation/issues';
import { productIdSchema } from './form';
import { reviewSorts } from './types';

/** Highest page asked for: at ten a page, far past the reviews any product has. */
const maxPage = 10_000;

export const statisticsQuerySchema = z.object({ productId: productIdSchema });

export const reviewListQuerySchema = z.object({
  productId: productIdSchema,
  page: z
    .string(issue('validation.invalid'))
    .regex(/^\d{1,5}$/, issue('validation.invalid'))
    .transform(Number)
    .pipe(z.int().min(1, issue('validation.invalid')).max(maxPage, issue('validation.invalid')))
    .optional()
    .transform((page) => page ?? 1),
  sort: z
    .enum(reviewSorts, issue('validation.invalid'))
    .optional()
    .transform((sort) => sort ?? 'newest'),
});

export const translateParamsSchema = z.object({
  id: z.string(issue('validation.invalid')).regex(/^[A-Za-z0-9_-]{1,80}$/, issue('validation.invalid')),
  lang: z.enum(['es', 'pt'], issue('validation.invalid')),
});
