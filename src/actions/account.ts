import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { startSession } from '../server/accounts/current-session';
import { asLoginFailure } from '../server/accounts/login';
import { zoneFromDefaultAddress } from '../server/accounts/login-zone';
import { parseLoginForm } from '../server/accounts/request-input';
import { logInFromRequest } from '../server/accounts/request-login';
import { sessionInfo } from '../server/accounts/session-info';
import { socialLoginConfig } from '../server/accounts/social-login';
import { keepsApiErrors } from '../server/actions/api-action';
import { database } from '../server/db/runtime';

/** The login form's fields as sent; the tenant's rules (company login, docs/accounts-and-lists.md) are checked in the handler. */
const loginInput = z.object({
  kind: z.string().max(20).optional(),
  email: z.string().max(400).optional(),
  password: z.string().max(400).optional(),
  taxId: z.string().max(40).optional(),
});

/** Log in (docs/accounts-and-lists.md): rate limits, one answer for wrong credentials, a fresh session cookie. */
export const account = {
  login: defineAction({
    accept: 'form',
    input: loginInput,
    handler: keepsApiErrors(async (input, astro) => {
      const { tenant } = astro.locals;
      // A form without the kind radios (a person-only tenant's) is a person's login.
      const form = parseLoginForm(tenant, { ...input, kind: input.kind ?? 'person' });
      const handle = await database();
      const { db } = handle;
      try {
        const user = await logInFromRequest(db, tenant.tenant, form, astro);
        const record = await startSession(db, tenant.tenant, astro, { userId: user.id });
        const zoneFromAddress = await zoneFromDefaultAddress(handle, tenant, astro, user.id);
        return { ...sessionInfo(tenant, { record, user }, socialLoginConfig()), zoneFromAddress };
      } catch (error) {
        throw asLoginFailure(error);
      }
    }),
  }),
};
