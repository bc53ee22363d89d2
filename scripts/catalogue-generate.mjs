// `npm run catalogue:generate -- --tenant cl --out cl.jsonl`: see tools/catalogue-generator/feed-cli.ts.
import './ts-hooks.mjs';

const { runFeedCli } = await import('../tools/catalogue-generator/feed-cli.ts');
process.exitCode = await runFeedCli(process.argv.slice(2));
