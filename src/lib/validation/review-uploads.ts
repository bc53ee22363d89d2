import { z } from 'astro/zod';
import { customIssue, issue } from './issues';

/** spec §5, §9: up to 6 photos or videos, each up to 5 MB. */
export const reviewUploadLimits = { maxFiles: 6, maxMegabytes: 5 } as const;

/** A megabyte is 1024 × 1024 bytes, as file pickers on most systems count it: 5 MB is 5 242 880 bytes. */
export const maxUploadBytes = reviewUploadLimits.maxMegabytes * 1024 * 1024;

/**
 * The largest review form post: six files at their limit and room for the text fields and the
 * multipart boundaries. Anything bigger is refused before it is read (astro.config.ts).
 */
export const maxReviewFormBytes = reviewUploadLimits.maxFiles * maxUploadBytes + 256 * 1024;

/** Allowed types (not shown in the spec): what phones and cameras produce and browsers play. */
export const reviewUploadTypes = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'video/mp4': 'MP4',
  'video/quicktime': 'MOV',
  'video/webm': 'WEBM',
} as const satisfies Record<string, string>;

/** The formats a shopper may choose, as the type message names them: "JPG, PNG, WEBP, MP4, MOV, WEBM". */
export const reviewUploadFormats = [...new Set(Object.values(reviewUploadTypes))].join(', ');

/** What the form knows of a chosen file; a browser File has these three properties. */
export const reviewUploadSchema = z
  .object({ name: z.string(), type: z.string(), size: z.int().min(0) }, issue('validation.invalid'))
  .check((ctx) => {
    const { type, size } = ctx.value;
    if (!Object.hasOwn(reviewUploadTypes, type)) {
      ctx.issues.push(customIssue('validation.review.uploadType', type, { formats: reviewUploadFormats }));
    }
    if (size > maxUploadBytes) {
      ctx.issues.push(
        customIssue('validation.review.uploadTooLarge', size, { maxMegabytes: reviewUploadLimits.maxMegabytes }),
      );
    }
  });
export type ReviewUpload = z.infer<typeof reviewUploadSchema>;

export const reviewUploadsSchema = z
  .array(reviewUploadSchema, issue('validation.invalid'))
  // Counted even when a file is refused, so a shopper learns both things at once.
  .refine((files) => files.length <= reviewUploadLimits.maxFiles, {
    ...issue('validation.review.uploadsTooMany'),
    params: { maxFiles: reviewUploadLimits.maxFiles },
    when: (payload) => Array.isArray(payload.value),
  })
  .prefault([]);
