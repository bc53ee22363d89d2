// A real OpenID Connect provider on loopback (the oidc-provider package), for the social-login
// tests: its development sign-in page takes any login name, and the account it signs in has an
// email made from that name. Run on its own (`node tests/support/oidc-provider.mjs`, the browser
// tests' harness) or started from a test with startOidcProvider().
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

export const oidcClient = { clientId: 'andamio-test', clientSecret: 'andamio-test-secret' };

/** The tenants whose callback the provider accepts. */
const tenants = ['cl', 'homy', 'pe', 'co', 'ar', 'br', 'mx', 'uy', 'obra'];

/**
 * "ana.souza" signs in as ana.souza@oidc.test, named "Ana Souza". A login name with an @ is the email
 * itself; one starting with "unverified." has an email the provider did not verify.
 */
function accountOf(login) {
  const email = login.includes('@') ? login : `${login.replace(/^unverified\./, '')}@oidc.test`;
  const local = email.split('@')[0] ?? '';
  const name = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');
  return { sub: `subject-${login}`, email, email_verified: !login.startsWith('unverified.'), name };
}

/**
 * Starts the provider on 127.0.0.1:port (0 picks a free port); `storefronts` are the origins whose
 * tenant callbacks are registered. Resolves with the issuer URL and a stop function.
 */
export async function startOidcProvider({ port = 0, storefronts }) {
  const { createServer } = await import('node:http');
  const server = createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: oidcClient.clientId,
        client_secret: oidcClient.clientSecret,
        redirect_uris: storefronts.flatMap((origin) =>
          tenants.map((tenant) => `${origin}/api/${tenant}/social-login/callback`),
        ),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['andamio-oidc-test-cookie-key'] },
    findAccount: (_ctx, login) => ({
      accountId: login,
      claims: () => accountOf(login),
    }),
    // Tokens are fine for a test's lifetime; nothing here is kept beyond memory.
    ttl: { Session: 600, Interaction: 600, Grant: 600, AuthorizationCode: 60, IdToken: 600, AccessToken: 600 },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.OIDC_PORT ?? 5399);
  const storefronts = (process.env.OIDC_STOREFRONTS ?? 'http://127.0.0.1:4399').split(',');
  const { issuer } = await startOidcProvider({ port, storefronts });
  console.log(`OpenID provider for the tests at ${issuer}`);
}
