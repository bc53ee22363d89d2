import type { APIContext } from 'astro';
import { ApiError, apiErrorCodes } from '../api/errors';
import { database } from '../db/runtime';
import { currentSession } from './current-session';
import type { UserRow } from './users';

/** docs/zones-and-price-groups.md: saved addresses need login. A guest or nobody gets a 401 before anything else is looked at. */
export async function addressOwner(
  astro: Pick<APIContext, 'cookies' | 'url' | 'request' | 'locals'>,
): Promise<UserRow> {
  const { db } = await database();
  const user = (await currentSession(db, astro.locals.tenant.tenant, astro))?.user;
  if (!user) throw new ApiError(401, { code: apiErrorCodes.unauthorized, key: 'addresses.loginRequired' });
  return user;
}
