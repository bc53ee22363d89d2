import { ActionError } from 'astro:actions';
import { ApiError } from '../api/errors';

/**
 * Astro passes a handler's failure on only when it is an ActionError; anything else becomes a
 * bare 500 without its message. This one carries our ApiError (status, codes, catalogue keys)
 * through, for action-calls.ts to answer as the API does.
 */
export class ApiActionError extends ActionError {
  readonly apiError: ApiError;

  constructor(apiError: ApiError) {
    super({ code: ActionError.statusToCode(apiError.status), message: apiError.message });
    this.apiError = apiError;
  }
}

/** A handler whose ApiErrors reach the caller (a refused quantity, a failed add) instead of a generic 500. */
export function keepsApiErrors<I, C, O>(handler: (input: I, context: C) => Promise<O>) {
  return async (input: I, context: C): Promise<O> => {
    try {
      return await handler(input, context);
    } catch (error) {
      throw error instanceof ApiError ? new ApiActionError(error) : error;
    }
  };
}
