import type { Readable } from 'node:stream';
import { translator } from '../../../lib/messages';
import { feedRecordSchema } from '../../../lib/validation/andamio-feed';
import type { Tenant } from '../../../tenants/schema';
import type { Db } from '../../db';
import type { FeedLine } from '../read-feed';
import { brandRecord, categoryRecords } from './catalogue-records';
import { type GroupContext, groupRecords } from './group-records';
import { type ItemFacts, itemFacts } from './item-facts';
import type { RawRead } from './raw-item';
import { readMerchantCenterTsv } from './read-tsv';
import { readMerchantCenterXml } from './read-xml';
import { sourceField } from './source-fields';

export type MerchantCenterFormat = 'xml' | 'tsv';

export interface MerchantCenterContext {
  tenant: Tenant;
  /** Merchant Center has one price an item: it holds in each of the tenant's price groups. */
  priceGroups: readonly string[];
  /** When the feed is read: decides whether a sale runs. */
  now: Date;
}

export async function merchantCenterContext(db: Db, tenant: Tenant, now = new Date()): Promise<MerchantCenterContext> {
  const rows = await db.selectFrom('price_groups').select('id').where('tenant', '=', tenant.tenant).execute();
  return { tenant, priceGroups: rows.map((row) => row.id), now };
}

/** A built record checked by the feed's own schema, its problems named by Merchant Center attribute. */
function checked(file: string, line: number, value: { type: string }): FeedLine {
  const fieldOf = (path: string) => sourceField(value.type, path);
  const parsed = feedRecordSchema.safeParse(value);
  if (parsed.success) return { file, line, record: parsed.data, fieldOf };
  return {
    problems: parsed.error.issues.map((issue) => ({
      file,
      line,
      field: fieldOf(issue.path.map(String).join('.')),
      reason: issue.message,
    })),
  };
}

/**
 * A Merchant Center feed (RSS 2.0 XML or TSV) as Andamio's feed lines, each with the line of the
 * item it comes from. Items are read one at a time; a product is built once all its group's
 * items are read, which may be anywhere in the file, so each item is kept as its facts (a few
 * hundred bytes), never as the feed's text.
 */
export async function* readMerchantCenterFeed(
  format: MerchantCenterFormat,
  file: string,
  input: Readable,
  context: MerchantCenterContext,
): AsyncGenerator<FeedLine> {
  const raws: AsyncIterable<RawRead> = format === 'xml' ? readMerchantCenterXml(input) : readMerchantCenterTsv(input);
  const groups = new Map<string, ItemFacts[]>();
  for await (const read of raws) {
    if ('problem' in read) {
      yield { problems: [{ file, line: read.problem.line, field: '', reason: read.problem.reason }] };
      continue;
    }
    const facts = itemFacts(read.item, context.tenant, context.now);
    if ('problems' in facts) {
      yield { problems: facts.problems.map((problem) => ({ file, line: read.item.line, ...problem })) };
      continue;
    }
    // product URLs are lower-cased (docs/seo-and-urls.md), so a product's id is too, or its page could not be found
    const productId = (facts.groupId ?? facts.id).toLowerCase();
    const group = groups.get(productId);
    if (group) group.push(facts);
    else groups.set(productId, [facts]);
  }
  const groupContext: GroupContext = { ...context, t: translator(context.tenant.lang) };
  const named = new Set<string>();
  for (const [productId, items] of groups) {
    const built = groupRecords(productId, items, groupContext);
    const first = items[0];
    if (!first) continue;
    if (!Array.isArray(built)) {
      yield { problems: items.map((item) => ({ file, line: item.line, ...built })) };
      continue;
    }
    // each category and brand once, at the first line that names it (a second would be a duplicate)
    for (const record of [
      ...categoryRecords(context.tenant, first.categoryPath),
      brandRecord(context.tenant, first.brand),
    ]) {
      const key = `${record.type}|${record.id}`;
      if (named.has(key)) continue;
      named.add(key);
      yield checked(file, first.line, record);
    }
    for (const { line, record } of built) yield checked(file, line, record);
  }
}
