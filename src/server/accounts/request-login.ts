import type { APIContext } from 'astro';
import type { LoginForm } from '../../lib/validation/account';
import type { Db } from '../db';
import { clientAddress } from '../http/client-address';
import { logIn } from './login';
import { readDeviceToken, rememberDevice } from './login-devices';
import type { UserRow } from './users';

/**
 * A login from a request (the API's and the form's): the client is the browser when the account
 * logged in from it before, else the caller's address; a right login remembers the browser.
 */
export async function logInFromRequest(
  db: Db,
  tenant: string,
  form: LoginForm,
  astro: Pick<APIContext, 'cookies' | 'url' | 'request' | 'clientAddress'>,
): Promise<UserRow> {
  const user = await logIn(db, tenant, form, {
    address: clientAddress(astro),
    deviceToken: readDeviceToken(astro, tenant),
  });
  await rememberDevice(db, astro, tenant, user.id);
  return user;
}
