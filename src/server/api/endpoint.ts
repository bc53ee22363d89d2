import type { APIContext, APIRoute } from 'astro';
import type { z } from 'astro/zod';
import { type Channel, parseChannel } from '../../lib/channel';
import { toFieldErrors } from '../../lib/validation/issues';
import type { Tenant } from '../../tenants/schema';
import { describeError, logLine } from '../log';
import { queryObject, readJson } from './body';
import { ApiError, apiErrorCodes } from './errors';
import { fail, internalError, ok } from './respond';

export interface EndpointContext<Query, Body> {
  tenant: Tenant;
  query: Query;
  body: Body;
  channel: Channel;
  astro: APIContext;
  /** Headers added to the response (cache-control, set-cookie...). */
  headers: Headers;
}

interface EndpointSpec<QuerySchema extends z.ZodType, BodySchema extends z.ZodType> {
  query?: QuerySchema;
  body?: BodySchema;
  /** Request-body limit in bytes (default 64 KB). */
  maxBodyBytes?: number;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One JSON endpoint of docs/api.md: input validated with zod before the handler runs, the
 * `{ success, data | errors }` envelope, messages in the tenant's language, and no stack
 * trace on failure. The handler returns data, or a Response for anything else.
 */
export function endpoint<
  QuerySchema extends z.ZodType | undefined = undefined,
  BodySchema extends z.ZodType | undefined = undefined,
>(
  spec: EndpointSpec<NonNullable<QuerySchema>, NonNullable<BodySchema>> & { query?: QuerySchema; body?: BodySchema },
  handler: (context: EndpointContext<Output<QuerySchema>, Output<BodySchema>>) => Promise<unknown> | unknown,
): APIRoute {
  return async (astro) => {
    const { tenant, t } = astro.locals;
    const headers = new Headers();
    try {
      checkTenantHeaders(astro.request, tenant);
      const query = spec.query ? parse(spec.query, queryObject(astro.url.searchParams), 'query') : undefined;
      const body = spec.body ? parse(spec.body, await readJson(astro.request, spec.maxBodyBytes), 'body') : undefined;
      const channel = parseChannel(astro.request.headers.get('x-channel') ?? astro.url.searchParams.get('channel'));
      const result = await handler({
        tenant,
        query: query as Output<QuerySchema>,
        body: body as Output<BodySchema>,
        channel,
        astro,
        headers,
      });
      return result instanceof Response ? result : ok(result, headers);
    } catch (error) {
      if (error instanceof ApiError) return fail(error.status, error.details, t, headers);
      logLine('error', 'api failure', {
        tenant: tenant.tenant,
        path: astro.url.pathname,
        requestId: astro.locals.trace['x-request-id'],
        error: describeError(error),
      });
      return internalError(t);
    }
  };
}

function parse<S extends z.ZodType>(schema: S, input: unknown, where: 'query' | 'body'): z.output<S> {
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

/** docs/api.md: callers may send the site and tenant ids; when they do, they must be this tenant's. */
function checkTenantHeaders(request: Request, tenant: Tenant): void {
  const tenantHeader = request.headers.get('x-tenant-id');
  const siteHeader = request.headers.get('x-site-id');
  if (tenantHeader !== null && tenantHeader.trim().toLowerCase() !== tenant.tenant) {
    throw new ApiError(400, { code: apiErrorCodes.validation, key: 'validation.invalid', field: 'x-tenant-id' });
  }
  if (siteHeader !== null && siteHeader.trim() !== tenant.siteId) {
    throw new ApiError(400, { code: apiErrorCodes.validation, key: 'validation.invalid', field: 'x-site-id' });
  }
}
