/**
 * The review form's numbers and formats (docs/reviews.md), free of any schema library so that the
 * form's island can check a review in the browser without shipping zod's full build.
 */

/** Stars and attribute sliders both run 1 to 5 (the spec shows stars; the scale is ours). */
export const ratingScale = { min: 1, max: 5 } as const;

/** docs/reviews.md: up to 6 photos or videos, each up to 5 MB. */
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
