import { marketOf } from '../../src/lib/hreflang';
import type { TenantId } from '../../src/tenants/schema';
import type { MasterEntry } from './master';
import { departmentWeight } from './profile';
import type { Random } from './random';
import { taxonomy } from './taxonomy';

/** Share of a tenant's products, beyond the core range, that come from its own country's range. */
const localShare = 0.25;

/**
 * `count` of `pool`, drawn without replacement with chances proportional to `weight`
 * (Efraimidis and Spirakis: the largest of u^(1/w), compared as log(u)/w).
 */
function weightedSample(pool: readonly number[], count: number, weight: (index: number) => number, random: Random) {
  return pool
    .map((index) => ({ index, key: Math.log(random.next() || Number.MIN_VALUE) / weight(index) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((drawn) => drawn.index);
}

/**
 * Which master articles a tenant sells, in the order its product ids are given: the core range
 * (one article of every product type) first, then a quarter from its country's own range and
 * the rest from the group-wide articles, each drawn by the tenant's department weights
 * (profile.ts), so Homy sells mostly home and Obra mostly building articles. A sister brand
 * draws from its country's range too.
 */
export function assortment(tenant: TenantId, products: number, master: readonly MasterEntry[], random: Random) {
  const core = Math.min(products, taxonomy.slots.length);
  const rest = products - core;
  const local: number[] = [];
  const group: number[] = [];
  for (let index = taxonomy.slots.length; index < master.length; index++) {
    const market = master[index]?.market;
    if (market === 'group') group.push(index);
    else if (market === marketOf[tenant]) local.push(index);
  }
  const weight = (index: number) => departmentWeight(tenant, master[index]?.slot.departmentKey ?? '');
  const fromLocal = weightedSample(local, Math.round(rest * localShare), weight, random);
  const fromGroup = weightedSample(group, rest - fromLocal.length, weight, random);
  const chosen = [...fromLocal, ...fromGroup];
  if (chosen.length < rest)
    throw new RangeError(`The product master has ${chosen.length} articles for ${tenant}, ${rest} were asked for`);
  return [...Array.from({ length: core }, (_, index) => index), ...chosen.sort((a, b) => a - b)];
}
