import { parseArgs } from 'node:util';
import { isTenantId } from '../../tenants/registry';
import { tenantIds } from '../../tenants/schema';
import { describeError } from '../log';
import { edgePurgeFrom } from './edge-purge';
import { cacheTags } from './route-cache';

/**
 * Purges whole tenants from the CDN (scripts/cdn-purge.mjs): what a deploy of content files needs,
 * as those pages carry their tenant's key. Answers the exit code; says why on a wrong call.
 */
export async function runCdnPurgeCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { tenant: { type: 'string', multiple: true }, all: { type: 'boolean' } },
  });
  const tenants = values.all ? [...tenantIds] : (values.tenant ?? []);
  const unknown = tenants.filter((tenant) => !isTenantId(tenant));
  if (tenants.length === 0 || unknown.length > 0) {
    console.error(
      `Name the tenants to purge: --tenant cl [--tenant br …] or --all (${tenantIds.join(', ')})${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`,
    );
    return 2;
  }
  const purge = edgePurgeFrom(env);
  if (!purge) {
    console.error('CDN_PURGE is not set: there is no CDN to purge (README "Behind a CDN").');
    return 2;
  }
  try {
    await purge(tenants.map((tenant) => cacheTags.tenant(tenant)));
  } catch (error) {
    console.error(`The ${env.CDN_PURGE} cache did not take the purge: ${describeError(error)}`);
    return 1;
  }
  console.log(`Purged ${tenants.join(', ')} from the ${env.CDN_PURGE} cache.`);
  return 0;
}
