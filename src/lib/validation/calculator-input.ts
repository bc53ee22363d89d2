import { z } from 'astro/zod';
import { issue, stop } from './issues';

/** spec §5: calculator inputs accept digits and dots only; what an input keeps as the shopper types. */
export function keepDigitsAndDots(typed: string): string {
  return typed.replace(/[^\d.]/g, '');
}

/** One number: digits with at most one dot ("2", "2.5", ".5", "2."); a comma is not a decimal separator here. */
const decimal = /^(?:\d+\.?\d*|\.\d+)$/;

/** A calculator measure (metres, m², coats, yield): a positive number from what the shopper typed. */
export const calculatorNumberSchema = z
  .string(issue('validation.calculator.required'))
  .trim()
  .min(1, stop('validation.calculator.required'))
  .regex(decimal, stop('validation.calculator.digitsAndDots'))
  .transform(Number)
  .refine((value) => value > 0 && Number.isFinite(value), issue('validation.calculator.positive'));
