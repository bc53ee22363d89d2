import type { APIRoute } from 'astro';
import { accountPaths } from '../../server/accounts/account-paths';

/** The link of the reset email (password-reset.ts resetLink) leads to the account page's form, token kept. */
export const GET: APIRoute = (astro) =>
  new Response(null, {
    status: 302,
    headers: { location: `${accountPaths(astro.locals.tenant).reset}${astro.url.search}`, 'cache-control': 'no-store' },
  });
