// `npm run seed -- --tenant cl --products 100000`: see tools/catalogue-generator/cli.ts.
import './ts-hooks.mjs';

const { runSeedCli } = await import('../tools/catalogue-generator/cli.ts');
process.exitCode = await runSeedCli(process.argv.slice(2));
