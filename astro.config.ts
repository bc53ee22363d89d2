import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import unocss from 'unocss/astro';
import type { Plugin } from 'vite';
import { maxReviewFormBytes } from './src/lib/validation/review-uploads';
import { astroScriptHashes, astroStyleHashes, writeAstroScriptHashes } from './src/server/http/astro-script-hashes';
import { precompressDirectory } from './src/server/http/static-files';
import { islandStylesInHead } from './src/server/render/island-styles';
import { tenants } from './src/tenants/registry';

// Importing the registry here parses every tenant file, so a broken one stops
// `astro build` (and therefore `npm start`) with the schema's message.
void tenants;

/** Islands that wait for the shopper's first reach (src/directives/interaction.ts). */
const interactionDirective: AstroIntegration = {
  name: 'andamio:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
    },
  },
};

/**
 * Every page with an island loads React, and the stores' nanostores, zod and ofetch, before
 * anything else: two chunks, not the dozen small ones automatic splitting makes of them, so a page
 * asks for fewer files and each compresses as a whole (tests/e2e/js-budget.spec.ts weighs them).
 */
const islandFoundations = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'stores', test: /[\\/]node_modules[\\/](nanostores|@nanostores[\\/]react|zod|ofetch|destr|ufo)[\\/]/ },
];

/**
 * The React islands' server renderer is ours (src/server/render/react-island-renderer.ts): the
 * same markup for less work per island. It wraps the stock one, which it still imports.
 */
const islandRenderer = fileURLToPath(new URL('./src/server/render/react-island-renderer.ts', import.meta.url));
const reactServerRenderer: Plugin = {
  name: 'andamio:react-island-renderer',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id === '@astrojs/react/server.js' && importer !== islandRenderer) return islandRenderer;
    return undefined;
  },
};

/** The build's last step: brotli and gzip forms of the client files, which the front door serves. */
const precompress: AstroIntegration = {
  name: 'andamio:precompress',
  hooks: {
    'astro:build:done': ({ dir, logger }) => {
      const { files, bytes, brotliBytes } = precompressDirectory(fileURLToPath(dir));
      logger.info(`${files} client files compressed: ${bytes} bytes, ${brotliBytes} with brotli`);
    },
  },
};

/**
 * The hashes of the inline scripts Astro renders (island definition, hydration directives) and of
 * the stylesheets it inlines, from this build's manifest, written beside the server bundle for the Content-Security-Policy
 * (src/server/http/astro-script-hashes.ts). Astro's own `security.csp` would hash them too, but it
 * sends its policy only with rendered pages, adds a hash for every bundle file to each of them,
 * and leaves our inline scripts out; one header for every answer, held pages included, is ours.
 */
const scriptHashes: AstroIntegration = (() => {
  let serverDir: URL | undefined;
  let hashes: Record<string, string> | undefined;
  return {
    name: 'andamio:script-hashes',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:ssr': ({ manifest }) => {
        hashes = { ...astroScriptHashes(manifest), ...astroStyleHashes(manifest) };
      },
      'astro:build:done': ({ logger }) => {
        if (!serverDir || !hashes) throw new Error('andamio:script-hashes: the build gave no server manifest');
        writeAstroScriptHashes(fileURLToPath(serverDir), hashes);
        logger.info(`${Object.keys(hashes).length} inline script and style hashes for the Content-Security-Policy`);
      },
    },
  };
})();

export default defineConfig({
  // OUT_DIR lets two builds of the tree coexist (parallel test runs); it must stay inside the
  // project so the server bundle still finds node_modules.
  outDir: process.env.OUT_DIR ?? 'dist',
  // The content data store lives in the cache: kept in the project (not node_modules/.astro, which
  // worktrees sharing one node_modules share), so a parallel build never ships another tree's content.
  cacheDir: './.astro/cache',
  output: 'server',
  // middleware: `npm start`'s front door (src/server/http/front-door.ts) serves the client files from
  // memory, so the adapter's own static attempt (a stat of the page's path on every request, 2.4 %
  // of an uncached product page) is left out; `npm run preview` asks the entry for its standalone server
  adapter: node({ mode: 'middleware' }),
  integrations: [unocss({ injectReset: true }), react(), interactionDirective, precompress, scriptHashes],
  server: { port: 4321, host: true },
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Astro's image endpoint is not used (src/server/images serves the photos): it answers as an unknown path.
  image: { endpoint: { route: '/_image', entrypoint: './src/server/http/image-endpoint.ts' } },
  // Cross-site writes are refused by src/middleware.ts, which answers in the caller's format.
  // Actions take up to 1 MB by default; the review form carries six photos or videos of 5 MB, the
  // largest body of any: every other action's smaller limit is kept by src/server/actions/body-limit.ts.
  security: { checkOrigin: false, actionBodySizeLimit: maxReviewFormBytes },
  devToolbar: { enabled: false },
  // Pages the same for every shopper of a zone are kept in memory per zone and tagged by what
  // they show (src/server/cache): Astro's cache API in pages, our provider behind it.
  cache: { provider: { name: 'andamio-route-cache', entrypoint: './src/server/cache/provider.ts' } },
  vite: {
    plugins: [reactServerRenderer, islandStylesInHead],
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: islandFoundations } } } } },
    },
  },
});
