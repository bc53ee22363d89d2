import { invalid } from '../api/errors';
import type { CartContext } from '../cart/cart-context';
import { findQuotation } from '../cart/quotation-store';
import { mayReadQuotation } from '../cart/quotations';
import type { Db } from '../db';
import { lockUntilCommit } from '../db/locks';
import { requestKeyField } from './quotation-request-key';

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
    await lockUntilCommit(trx, tenant, 'quotation-request', requestKey);
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
