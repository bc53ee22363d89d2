import { sql } from 'kysely';
import { invalid } from '../api/errors';
import type { CartContext } from '../cart/cart-context';
import { newDocumentId } from '../cart/cart-ids';
import { findQuotation } from '../cart/quotation-store';
import { mayReadQuotation } from '../cart/quotations';
import type { Db } from '../db';

/** The hidden field of a quote form: a key of its own, made when the form is drawn. */
export const requestKeyField = 'requestKey';
export const newRequestKey = newDocumentId;

/** The class of the PostgreSQL advisory locks on quote forms' request keys ("quot" in ASCII). */
const quotationRequestLock = 0x71756f74;

/**
 * Makes a quotation once per request key: the same quote form sent twice, by a double click or a
 * retry after a lost answer, answers the quotation the first send made. One transaction holds the
 * look-up and the making, so two sends of one key cannot both miss it. Without a key (an API
 * caller that sends none) every call makes a quotation.
 */
export async function quotationOnce(
  context: CartContext,
  requestKey: string | undefined,
  make: (trx: Db) => Promise<string>,
): Promise<string> {
  const tenant = context.tenant.tenant;
  return context.handle.db.transaction().execute(async (trx) => {
    if (requestKey === undefined) return make(trx);
    // SQLite runs one writing transaction at a time; on PostgreSQL, sends of one key wait for each other here.
    if (context.handle.dialect === 'postgres') {
      await sql`SELECT pg_advisory_xact_lock(${quotationRequestLock}, hashtext(${`${tenant}:${requestKey}`}))`.execute(
        trx,
      );
    }
    const earlier = await trx
      .selectFrom('quotation_requests')
      .select('quotation_id')
      .where('tenant', '=', tenant)
      .where('request_key', '=', requestKey)
      .executeTakeFirst();
    if (earlier) {
      const quotation = await findQuotation(trx, tenant, earlier.quotation_id);
      // A key is 128 random bits: one naming another shopper's quotation never came from this shopper's form.
      if (!quotation || !mayReadQuotation(quotation, context)) throw invalid(requestKeyField, 'errors.generic');
      return quotation.id;
    }
    const id = await make(trx);
    await trx
      .insertInto('quotation_requests')
      .values({ tenant, request_key: requestKey, quotation_id: id, created_at: context.now.toISOString() })
      .execute();
    return id;
  });
}
