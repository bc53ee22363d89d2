import { join } from 'node:path';
import {
  contentSecurityPolicy,
  type PageSources,
  type ScriptAllowance,
  scriptHash,
} from '../../lib/content-security-policy';
import { inlineScripts } from '../../lib/inline-scripts';
import { tileSource } from '../../lib/map-tiles';
import { gtmSnippet } from '../../lib/page-view';
import { securityHeadersWith } from '../../lib/security-headers';
import { tenants } from '../../tenants/registry';
import { socialLoginConfig } from '../accounts/social-login';
import { mapTileUrl } from '../location/map-config';
import { webpayFormOrigin } from '../payments/webpay/webpay-config';
import { readAstroHashes } from './astro-script-hashes';

/**
 * Where Google Tag Manager's container (gtm.js) and the Google tags it loads (gtag.js) come from.
 * Tags of other vendors that the container loads need their hosts added here; Custom HTML tags
 * and Custom JavaScript variables cannot run under this policy at all (they are inline script and
 * eval, which a cached page cannot allow by nonce): README "Content-Security-Policy".
 */
export const gtmScriptSources = ['https://www.googletagmanager.com'];

/**
 * The scripts a page may run: Astro's island scripts (by the hashes the build wrote), ours
 * (src/lib/inline-scripts.ts) and, with GTM on, each tenant's container snippet and Google's host.
 * Every tenant's snippet is in every answer's policy, so the header is one string for the whole
 * server: the same whether a page is rendered, held by the route cache or a built file.
 */
export function scriptAllowance(options: {
  astroHashes: readonly string[];
  gtmContainers: readonly string[];
}): ScriptAllowance {
  const snippets = options.gtmContainers.flatMap((id) => gtmSnippet(id)?.script ?? []);
  return {
    sources: snippets.length > 0 ? gtmScriptSources : [],
    hashes: [...options.astroHashes, ...[...inlineScripts, ...snippets].map(scriptHash)],
  };
}

/**
 * Where Google's tags send their beacons and hits (images and requests), and the page GTM frames
 * for shoppers without JavaScript: Google's published Content-Security-Policy sources for Tag
 * Manager with Google Analytics 4. Only with GTM_ENABLED=true.
 */
export const gtmBeaconSources = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
export const gtmFrameSources = ['https://www.googletagmanager.com'];

/**
 * What the pages of this server load besides its own files: the images of map tiles
 * (MAP_TILE_URL, when set) and, with GTM on, Google's hosts.
 */
export function pageHosts(env: NodeJS.ProcessEnv): { images: string[]; connections: string[]; frames: string[] } {
  const gtm = env.GTM_ENABLED === 'true';
  const tiles = mapTileUrl(env);
  const tileHost = tiles === null ? undefined : tileSource(tiles);
  return {
    images: [...(tileHost ? [tileHost] : []), ...(gtm ? gtmBeaconSources : [])],
    connections: gtm ? gtmBeaconSources : [],
    frames: gtm ? gtmFrameSources : [],
  };
}

/**
 * The sources of the build this server runs (OUT_DIR, as `npm start` builds it, beside the
 * server bundle). `astro dev` gets none: its Vite client injects inline scripts and styles of its
 * own. A production server without the build's hashes would ship pages whose islands never
 * hydrate, so it refuses to start.
 */
function builtSources(env: NodeJS.ProcessEnv): PageSources | undefined {
  if (env.NODE_ENV === 'development') return undefined;
  const built = readAstroHashes(join(env.OUT_DIR ?? 'dist', 'server'));
  if (!built) {
    if (env.NODE_ENV === 'production') {
      throw new Error(`No ${env.OUT_DIR ?? 'dist'}/server/astro-script-hashes.json: build with \`astro build\` first`);
    }
    return undefined;
  }
  const gtmContainers = env.GTM_ENABLED === 'true' ? [...tenants.values()].map((tenant) => tenant.gtmCode) : [];
  return {
    scripts: scriptAllowance({ astroHashes: built.scripts, gtmContainers }),
    styleHashes: built.styles,
    ...pageHosts(env),
  };
}

/**
 * Where this server's forms may go besides itself: the product page's WhatsApp chat (a GET form
 * to wa.me in a new tab), Webpay's payment form (configured), and the social-login provider the
 * login form's answer redirects to (browsers hold a form's redirects to form-action too).
 */
export const whatsAppOrigin = 'https://wa.me';

export function formTargets(env: NodeJS.ProcessEnv): string[] {
  return [whatsAppOrigin, webpayFormOrigin(env), socialLoginConfig(env)?.issuer.origin].filter(
    (origin) => origin !== undefined,
  );
}

/** The headers every answer carries, rendered, held or a built file (src/lib/security-headers.ts). */
export const securityHeaders = securityHeadersWith(
  contentSecurityPolicy(builtSources(process.env), formTargets(process.env)),
);
