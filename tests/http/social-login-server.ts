import { oidcClient, startOidcProvider } from '../support/oidc-provider.mjs';
import { startStorefront } from '../support/storefront-process';
import { testDatabase } from './server';

/**
 * A second storefront, configured for social login against a real OpenID provider on loopback,
 * beside the HTTP tests' own server (which has none configured), on HTTP_TEST_PORT + 1000.
 */
export interface SocialLoginServer {
  origin: string;
  issuer: string;
  stop: () => Promise<void>;
}

export async function startSocialLoginServer(): Promise<SocialLoginServer> {
  const port = Number(process.env.HTTP_TEST_PORT ?? 4398) + 1000;
  const origin = `http://127.0.0.1:${port}`;
  const provider = (await startOidcProvider({ storefronts: [origin] })) as {
    issuer: string;
    stop: () => Promise<void>;
  };
  const storefront = await startStorefront({
    port,
    databasePath: testDatabase,
    env: {
      SOCIAL_LOGIN_ISSUER_URL: provider.issuer,
      SOCIAL_LOGIN_CLIENT_ID: (oidcClient as { clientId: string }).clientId,
      SOCIAL_LOGIN_CLIENT_SECRET: (oidcClient as { clientSecret: string }).clientSecret,
      SOCIAL_LOGIN_REDIRECT_ORIGIN: origin,
    },
  });
  return {
    origin,
    issuer: provider.issuer,
    stop: async () => {
      storefront.stop();
      await provider.stop();
    },
  };
}
