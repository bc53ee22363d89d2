import type { ClickEvent } from '../../lib/click-stream';
import type { TenantId } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import { checkSameSite } from './site';

/**
 * docs/tracking-and-ads.md click stream: stores a validated batch of events in one transaction (all or none),
 * after checking that every page is of this site. Returns how many were stored.
 */
export async function collectClickEvents(
  handle: DatabaseHandle,
  tenant: TenantId,
  events: readonly ClickEvent[],
  context: { now: Date; hosts: readonly string[] },
): Promise<number> {
  checkSameSite(
    events.map((event, i) => ({ url: event.page_url, field: `events.${i}.page_url` })),
    context.hosts,
  );
  const receivedAt = context.now.toISOString();
  const rows = events.map((event) => ({
    tenant,
    received_at: receivedAt,
    ...event,
    impressions: event.impressions === null ? null : JSON.stringify(event.impressions),
  }));
  await handle.db.transaction().execute((trx) => trx.insertInto('click_events').values(rows).execute());
  return rows.length;
}
