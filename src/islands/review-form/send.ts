import { pageTenant } from '../../stores/page-context';
import { errorSlot, type FieldProblem } from './check';

/** The reviews.submit action called by the island (src/actions/reviews.ts), as stores/client.ts names actions. */
const submitPath = '/_actions/reviews.submit/';

/** A review the server refused: its message in the shopper's words, and the field at fault if one is. */
export class ReviewRefused extends Error {
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.name = 'ReviewRefused';
    this.field = field;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Sends the review, files included, to the action the form posts without JavaScript, and answers
 * the thank-you in the shopper's words; a refusal throws ReviewRefused with the server's message
 * (docs/api.md envelope). A plain fetch rather than stores/client.ts: this island alone would
 * otherwise split the client and zod out of the chunk every page loads first, past the JS budget.
 */
export async function sendReview(fields: FormData, fallbackMessage: string): Promise<string> {
  let answer: unknown;
  try {
    const response = await fetch(submitPath, {
      method: 'POST',
      body: fields,
      headers: { accept: 'application/json', 'x-tenant-id': pageTenant() },
    });
    answer = await response.json();
  } catch {
    throw new ReviewRefused(fallbackMessage);
  }
  return reviewThanks(answer, fallbackMessage);
}

type Envelope = { success?: unknown; data?: { message?: unknown }; errors?: { message?: unknown; field?: unknown }[] };

/**
 * The action's answer read without zod (docs/api.md envelope): the thank-you, or ReviewRefused with the
 * first error's message and field; an answer without either words reads as `fallbackMessage`.
 */
export function reviewThanks(answer: unknown, fallbackMessage: string): string {
  const envelope = answer as Envelope | null | undefined;
  const thanks = envelope?.success === true ? text(envelope.data?.message) : undefined;
  if (thanks) return thanks;
  const first = Array.isArray(envelope?.errors) ? envelope.errors[0] : undefined;
  throw new ReviewRefused(text(first?.message) ?? fallbackMessage, text(first?.field));
}

/**
 * Where a failed send is told: a refusal of one field under that field (every file's under the
 * picker), any other (the whole review, `body`, no answer) above the form.
 */
export function reviewFailure(
  error: unknown,
  fallbackMessage: string,
): { where: 'field'; problem: FieldProblem } | { where: 'form'; message: string } {
  const field = error instanceof ReviewRefused ? error.field : undefined;
  const message = error instanceof ReviewRefused ? error.message : fallbackMessage;
  return typeof field === 'string' && field !== '' && field !== 'body'
    ? { where: 'field', problem: { field: errorSlot(field), message } }
    : { where: 'form', message };
}
