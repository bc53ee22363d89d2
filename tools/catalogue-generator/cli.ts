import { parseArgs } from 'node:util';
import { progressWriter } from '../../src/lib/progress-bar';
import { openConfiguredDatabase } from '../../src/server/db';
import { migrateToLatest } from '../../src/server/db/migrate';
import { isTenantId } from '../../src/tenants/registry';
import { type TenantId, tenantIds } from '../../src/tenants/schema';
import { defaultProductsPerTenant, seedCatalogue } from './seed';

const usage = `Usage: npm run seed -- [--tenant <id>|all]... [--products <n>] [--seed <text>] [--date <YYYY-MM-DD>]

Replaces the catalogue of the given tenants (all of them by default) with a generated one.
  --tenant    cl, pe, co, ar, br, mx, uy, homy, obra or all (repeatable)
  --products  products per tenant (default ${defaultProductsPerTenant}, at most 900000)
  --seed      seed of the generator (same seed, same catalogue)
  --date      the catalogue's "today" (default: today, UTC)
The database is DATABASE_URL (PostgreSQL) when set, else DATABASE_PATH, or data/andamio.sqlite.`;

const cliOptions = {
  tenant: { type: 'string', multiple: true },
  products: { type: 'string' },
  seed: { type: 'string' },
  date: { type: 'string' },
  help: { type: 'boolean' },
} as const;

function parseOptions(argv: string[]) {
  return parseArgs({ args: argv, options: cliOptions }).values;
}

export async function runSeedCli(argv: string[]): Promise<number> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  const requested = options.tenant ?? ['all'];
  const unknown = requested.filter((id) => id !== 'all' && !isTenantId(id));
  if (unknown.length > 0) {
    console.error(
      `Unknown tenant ${unknown.map((id) => `"${id}"`).join(', ')}: use one of ${tenantIds.join(', ')} or all.`,
    );
    return 2;
  }
  const tenants: TenantId[] = requested.includes('all') ? [...tenantIds] : (requested as TenantId[]);
  const products = options.products === undefined ? defaultProductsPerTenant : Number(options.products);
  if (!Number.isInteger(products) || products < 1 || products > 900_000) {
    console.error(`--products must be a whole number from 1 to 900000, got "${options.products}".`);
    return 2;
  }
  const date = options.date === undefined ? undefined : new Date(`${options.date}T00:00:00Z`);
  if (date !== undefined && Number.isNaN(date.getTime())) {
    console.error(`--date must be a date written YYYY-MM-DD, got "${options.date}".`);
    return 2;
  }
  const handle = openConfiguredDatabase();
  try {
    await migrateToLatest(handle.db);
    const interactive = process.stderr.isTTY;
    for (const tenant of tenants) {
      const started = performance.now();
      const progress = progressWriter((text) => process.stderr.write(text), interactive);
      const counts = await seedCatalogue(handle, tenant, {
        products,
        ...(options.seed ? { seed: options.seed } : {}),
        ...(date ? { referenceDate: date } : {}),
        onProgress: (id, done, total) => progress(id, done, total, 'products'),
      });
      if (interactive) process.stderr.write('\n');
      const rows = [...counts.values()].reduce((a, b) => a + b, 0);
      console.log(
        `${tenant}: ${products} products, ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await handle.close();
  }
  return 0;
}
