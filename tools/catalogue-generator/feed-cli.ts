import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { isTenantId } from '../../src/tenants/registry';
import { tenantIds } from '../../src/tenants/schema';
import { generateFeed } from './feed';
import { defaultProductsPerTenant } from './seed';

const usage = `Usage: npm run catalogue:generate -- --tenant <id> --out <file.jsonl> [--products <n>] [--seed <text>] [--date <YYYY-MM-DD>]

Writes one tenant's generated demo catalogue as Andamio's feed (JSON Lines, README "Catalogue
import"): the records the first start imports, for a retailer to read, or to import elsewhere
with npm run catalogue:import.
  --tenant    cl, pe, co, ar, br, mx, uy, homy or obra
  --out       the file to write
  --products  products (default ${defaultProductsPerTenant}, at most 900000)
  --seed      seed of the generator (same seed, same catalogue)
  --date      the catalogue's "today" (default: today, UTC)`;

export async function runFeedCli(argv: string[]): Promise<number> {
  let values: { tenant?: string; out?: string; products?: string; seed?: string; date?: string; help?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: {
        tenant: { type: 'string' },
        out: { type: 'string' },
        products: { type: 'string' },
        seed: { type: 'string' },
        date: { type: 'string' },
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
  const products = values.products === undefined ? defaultProductsPerTenant : Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 900_000) {
    console.error(`--products must be a whole number from 1 to 900000, got "${values.products}".`);
    return 2;
  }
  const date = values.date === undefined ? undefined : new Date(`${values.date}T00:00:00Z`);
  if (date !== undefined && Number.isNaN(date.getTime())) {
    console.error(`--date must be a date written YYYY-MM-DD, got "${values.date}".`);
    return 2;
  }
  const started = performance.now();
  const file = createWriteStream(out);
  let lines = 0;
  const records = generateFeed(tenant, {
    products,
    ...(values.seed ? { seed: values.seed } : {}),
    ...(date ? { referenceDate: date } : {}),
  });
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
