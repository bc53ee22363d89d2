import { randomUUID } from 'node:crypto';
import type { TenantId } from '../../tenants/schema';
import type { DatabaseHandle } from '../db';
import type { UploadStore } from '../uploads';
import { mediaKind, type SniffedType } from '../uploads/sniff';
import type { ReviewMedia } from './types';

/** An upload nobody attached to a review within a day was abandoned with its form. */
const orphanAgeMs = 24 * 60 * 60 * 1000;
/** Swept a few at a time, on uploads, so no request pays for a backlog. */
const sweepBatch = 20;

export const mediaIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function reviewMediaUrl(tenant: string, id: string): string {
  return `/media/${tenant}/reviews/${id}`;
}

export function toReviewMedia(tenant: string, row: { id: string; mime: string }): ReviewMedia {
  const type = row.mime as SniffedType;
  return { id: row.id, kind: mediaKind(type), type, url: reviewMediaUrl(tenant, row.id) };
}

/**
 * Stores a checked file and records it, not yet attached to a review: until a review holds it,
 * it is its uploader's alone (`uploader`, the hash of its browser's reviewer cookie).
 */
export async function saveReviewMedia(
  handle: DatabaseHandle,
  store: UploadStore,
  tenant: TenantId,
  file: { bytes: Uint8Array; type: SniffedType },
  uploader: string,
  now = new Date(),
): Promise<ReviewMedia> {
  const id = randomUUID();
  const path = `${tenant}/reviews/${id}`;
  await store.put(path, file.bytes);
  try {
    await handle.db
      .insertInto('review_media')
      .values({
        tenant,
        id,
        review_id: null,
        kind: mediaKind(file.type),
        mime: file.type,
        bytes: file.bytes.byteLength,
        path,
        created_at: now.toISOString(),
        uploader,
      })
      .execute();
  } catch (error) {
    await store.delete(path);
    throw error;
  }
  await sweepOrphans(handle, store, tenant, now);
  return toReviewMedia(tenant, { id, mime: file.type });
}

async function sweepOrphans(handle: DatabaseHandle, store: UploadStore, tenant: TenantId, now: Date): Promise<void> {
  const before = new Date(now.getTime() - orphanAgeMs).toISOString();
  const orphans = await handle.db
    .selectFrom('review_media')
    .select(['id', 'path'])
    .where('tenant', '=', tenant)
    .where('review_id', 'is', null)
    .where('created_at', '<', before)
    .limit(sweepBatch)
    .execute();
  for (const orphan of orphans) {
    // The row goes first: a file without a row is invisible, a row without a file is a broken image.
    const deleted = await handle.db
      .deleteFrom('review_media')
      .where('tenant', '=', tenant)
      .where('id', '=', orphan.id)
      .where('review_id', 'is', null)
      .executeTakeFirst();
    if (deleted.numDeletedRows > 0n) await store.delete(orphan.path);
  }
}

/**
 * A stored file to serve, or undefined: a file in a review is everyone's (`shared`), one not yet
 * in a review only its uploader's (`viewer`, the hash of the asking browser's reviewer cookie).
 */
export async function findReviewMedia(
  handle: DatabaseHandle,
  store: UploadStore,
  tenant: TenantId,
  id: string,
  viewer: string | undefined,
): Promise<{ type: string; bytes: Uint8Array<ArrayBuffer>; shared: boolean } | undefined> {
  if (!mediaIdPattern.test(id)) return undefined;
  const row = await handle.db
    .selectFrom('review_media')
    .select(['mime', 'path', 'review_id', 'uploader'])
    .where('tenant', '=', tenant)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const shared = row.review_id !== null;
  if (!shared && (viewer === undefined || row.uploader !== viewer)) return undefined;
  const bytes = await store.get(row.path);
  return bytes && { type: row.mime, bytes, shared };
}

/** The media of the given reviews, by review id, in upload order. */
export async function mediaOfReviews(
  handle: DatabaseHandle,
  tenant: TenantId,
  reviewIds: readonly string[],
): Promise<Map<string, ReviewMedia[]>> {
  const byReview = new Map<string, ReviewMedia[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await handle.db
    .selectFrom('review_media')
    .select(['id', 'review_id', 'mime'])
    .where('tenant', '=', tenant)
    .where('review_id', 'in', reviewIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.review_id === null) continue;
    const list = byReview.get(row.review_id) ?? [];
    list.push(toReviewMedia(tenant, row));
    byReview.set(row.review_id, list);
  }
  return byReview;
}
