import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import unocss from 'unocss/astro';
import { tenants } from './src/tenants/registry';

// Importing the registry here parses every tenant file, so a broken one stops
// `astro build` (and therefore `npm start`) with the schema's message.
void tenants;

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [unocss({ injectReset: true }), react()],
  server: { port: 4321, host: true },
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  security: { checkOrigin: true },
  devToolbar: { enabled: false },
});
