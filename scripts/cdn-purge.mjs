// `npm run cdn:purge -- --tenant cl` (or `--all`): after a deploy that changed content files (landing
// pages, the home's merchandising, banners), purges every page of those tenants from the CDN
// configured by CDN_PURGE, by their `tenant:<id>` surrogate key. See README "Behind a CDN".
import './ts-hooks.mjs';

const { runCdnPurgeCli } = await import('../src/server/cache/cdn-purge-cli.ts');
process.exitCode = await runCdnPurgeCli(process.argv.slice(2));
