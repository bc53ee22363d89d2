import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import unocss from 'unocss/astro';
import { tenants } from './src/tenants/registry';

// Importing the registry here parses every tenant file, so a broken one stops
// `astro build` (and therefore `npm start`) with the schema's message.
void tenants;

export default defineConfig({
  // OUT_DIR lets two builds of the tree coexist (parallel test runs); it must stay inside the
  // project so the server bundle still finds node_modules.
  outDir: process.env.OUT_DIR ?? 'dist',
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [unocss({ injectReset: true }), react()],
  server: { port: 4321, host: true },
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Cross-site writes are refused by src/middleware.ts, which answers in the caller's format.
  security: { checkOrigin: false },
  devToolbar: { enabled: false },
});
