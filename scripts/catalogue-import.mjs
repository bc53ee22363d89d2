// `npm run catalogue:import -- --tenant cl FILE…`: see src/server/import/cli.ts.
import './ts-hooks.mjs';

const { runImportCli } = await import('../src/server/import/cli.ts');
process.exitCode = await runImportCli(process.argv.slice(2));
