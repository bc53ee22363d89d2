import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { isTenantId } from '../../src/tenants/registry';
import { tenantIds } from '../../src/tenants/schema';
import { generatorCliOptions, generatorOptions, generatorOptionsUsage } from './cli-options';
import { generateFeed } from './feed';

const usage = `Usage: npm run catalogue:generate -- --tenant <id> --out <file.jsonl> [--products <n>] [--seed <text>] [--date <YYYY-MM-DD>]

Writes one tenant's generated demo catalogue as Andamio's feed (JSON Lines, README "Catalogue
import"): the records the first start imports, for a retailer to read, or to import elsewhere
with npm run catalogue:import.
  --tenant    cl, pe, co, ar, br, mx, uy, homy or obra
  --out       the file to write
${generatorOptionsUsage}`;

export async function runFeedCli(argv: string[]): Promise<number> {
  let values: { tenant?: string; out?: string; products?: string; seed?: string; date?: string; help?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: {
        tenant: { type: 'string' },
        out: { type: 'string' },
        ...generatorCliOptions,
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const { tenant, out } = values;
  if (!tenant || !isTenantId(tenant) || !out) {
    console.error(`Name a tenant (${tenantIds.join(', ')}) and the file to write.\n\n${usage}`);
    return 2;
  }
  const read = generatorOptions(values);
  if ('error' in read) {
    console.error(read.error);
    return 2;
  }
  const started = performance.now();
  const file = createWriteStream(out);
  let lines = 0;
  const records = generateFeed(tenant, read.options);
  for (const record of records) {
    lines += 1;
    // a slow disk holds the generator back rather than the whole feed piling up in memory
    if (!file.write(`${JSON.stringify(record)}\n`)) await once(file, 'drain');
  }
  file.end();
  await once(file, 'finish');
  console.log(`${out}: ${lines} records of ${tenant} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}
