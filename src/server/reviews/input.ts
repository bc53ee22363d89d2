import type { z } from 'astro/zod';
import { toFieldErrors } from '../../lib/validation/issues';
import { ApiError, apiErrorCodes } from '../api/errors';

/**
 * Validates input the endpoint wrapper cannot see (path parameters, a body whose schema depends
 * on the tenant's language), with the same 400 CORE_VALIDATION_ERROR answer naming each field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(
    400,
    toFieldErrors(result.error).map((error) => ({
      code: apiErrorCodes.validation,
      key: error.key,
      params: error.params,
      field: error.field === '' ? where : error.field,
    })),
  );
}
