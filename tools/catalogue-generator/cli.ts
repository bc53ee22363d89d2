import { parseArgs } from 'node:util';
import { progressWriter } from '../../src/lib/progress-bar';
import { openConfiguredDatabase } from '../../src/server/db';
import { migrateToLatest } from '../../src/server/db/migrate';
import { isTenantId } from '../../src/tenants/registry';
import { type TenantId, tenantIds } from '../../src/tenants/schema';
import { generatorCliOptions, generatorOptions, generatorOptionsUsage } from './cli-options';
import { seedCatalogue } from './seed';

const usage = `Usage: npm run seed -- [--tenant <id>|all]... [--products <n>] [--seed <text>] [--date <YYYY-MM-DD>]

Replaces the catalogue of the given tenants (all of them by default) with a generated one.
  --tenant    cl, pe, co, ar, br, mx, uy, homy, obra or all (repeatable)
${generatorOptionsUsage}
The database is DATABASE_URL (PostgreSQL) when set, else DATABASE_PATH, or data/andamio.sqlite.`;

const cliOptions = {
  tenant: { type: 'string', multiple: true },
  ...generatorCliOptions,
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
  const read = generatorOptions(options);
  if ('error' in read) {
    console.error(read.error);
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
        ...read.options,
        onProgress: (id, done, total) => progress(id, done, total, 'products'),
      });
      if (interactive) process.stderr.write('\n');
      const rows = [...counts.values()].reduce((a, b) => a + b, 0);
      console.log(
        `${tenant}: ${read.options.products} products, ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await handle.close();
  }
  return 0;
}
