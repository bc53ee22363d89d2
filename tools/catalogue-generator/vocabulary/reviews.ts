import { criticalReviews } from './reviews/critical';
import { positiveReviews } from './reviews/positive';
import type { ReviewSeed } from './types';

/**
 * Reviews as shoppers write them. The generator attaches them to any product, so they speak
 * of quality, price, delivery and service, never of one kind of product.
 */
export const reviewSeeds: ReviewSeed[] = [...positiveReviews, ...criticalReviews];
