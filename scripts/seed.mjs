// `npm run seed -- --tenant cl --products 100000`: see src/server/catalogue/cli.ts.
import './ts-hooks.mjs';

const { runSeedCli } = await import('../src/server/catalogue/cli.ts');
process.exitCode = await runSeedCli(process.argv.slice(2));
