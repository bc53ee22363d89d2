import type { Db } from '../db';

/** Reads and writes of wish lists; rows are reshaped here. Every read names the owner. */

export interface WishList {
  id: string;
  name: string;
  createdAt: string;
  itemCount: number;
}

export interface WishListItem {
  skuId: string;
  addedAt: string;
}

/** The customer's lists, oldest first: the first is the default one products go to. */
export async function listsOf(db: Db, tenant: string, userId: string): Promise<WishList[]> {
  const rows = await db
    .selectFrom('wish_lists as w')
    .leftJoin('wish_list_items as i', (join) =>
      join.onRef('i.tenant', '=', 'w.tenant').onRef('i.wish_list_id', '=', 'w.id'),
    )
    .select((eb) => ['w.id', 'w.name', 'w.created_at', eb.fn.count<number>('i.sku_id').as('item_count')])
    .where('w.tenant', '=', tenant)
    .where('w.user_id', '=', userId)
    // the whole key: PostgreSQL reads the list's other columns as functions of its primary key
    .groupBy(['w.tenant', 'w.id'])
    .orderBy('w.created_at')
    .orderBy('w.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    itemCount: Number(row.item_count),
  }));
}

/** One of the customer's lists; another customer's list is not found. */
export async function findList(db: Db, tenant: string, userId: string, id: string): Promise<WishList | undefined> {
  return (await listsOf(db, tenant, userId)).find((list) => list.id === id);
}

export async function insertList(
  db: Db,
  tenant: string,
  list: { id: string; userId: string; name: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('wish_lists')
    .values({ tenant, id: list.id, user_id: list.userId, name: list.name, created_at: list.createdAt })
    .execute();
}

export async function renameList(db: Db, tenant: string, id: string, name: string): Promise<void> {
  await db.updateTable('wish_lists').set({ name }).where('tenant', '=', tenant).where('id', '=', id).execute();
}

export async function deleteList(db: Db, tenant: string, id: string): Promise<void> {
  // The items go with the list (foreign key, on delete cascade); deleted here too in case keys are off.
  await db.deleteFrom('wish_list_items').where('tenant', '=', tenant).where('wish_list_id', '=', id).execute();
  await db.deleteFrom('wish_lists').where('tenant', '=', tenant).where('id', '=', id).execute();
}

export async function itemsOf(db: Db, tenant: string, listId: string): Promise<WishListItem[]> {
  const rows = await db
    .selectFrom('wish_list_items')
    .select(['sku_id', 'added_at'])
    .where('tenant', '=', tenant)
    .where('wish_list_id', '=', listId)
    .orderBy('added_at', 'desc')
    .orderBy('sku_id')
    .execute();
  return rows.map((row) => ({ skuId: row.sku_id, addedAt: row.added_at }));
}

/** The SKUs in each of the customer's lists, by list id: what the add controls show as saved. */
export async function skusByList(db: Db, tenant: string, userId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('wish_list_items as i')
    .innerJoin('wish_lists as w', (join) =>
      join.onRef('w.tenant', '=', 'i.tenant').onRef('w.id', '=', 'i.wish_list_id'),
    )
    .select(['w.id', 'i.sku_id'])
    .where('i.tenant', '=', tenant)
    .where('w.user_id', '=', userId)
    .orderBy('i.sku_id')
    .execute();
  const lists = new Map<string, string[]>();
  for (const row of rows) lists.set(row.id, [...(lists.get(row.id) ?? []), row.sku_id]);
  return lists;
}

/** Every SKU the customer saved, in any list, once each (a list holds at most 100, a customer 20 lists). */
export async function savedSkus(db: Db, tenant: string, userId: string): Promise<string[]> {
  return [...new Set([...(await skusByList(db, tenant, userId)).values()].flat())].sort();
}

/** Adds a SKU once: adding it again keeps the first. */
export async function insertItem(db: Db, tenant: string, listId: string, skuId: string, now: string): Promise<void> {
  await db
    .insertInto('wish_list_items')
    .values({ tenant, wish_list_id: listId, sku_id: skuId, added_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function deleteItem(db: Db, tenant: string, listId: string, skuId: string): Promise<void> {
  await db
    .deleteFrom('wish_list_items')
    .where('tenant', '=', tenant)
    .where('wish_list_id', '=', listId)
    .where('sku_id', '=', skuId)
    .execute();
}
