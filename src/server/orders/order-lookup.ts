import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { parseOrderNumber } from '../../lib/checkout/checkout';
import type { MessageKey } from '../../lib/messages';
import { emailSchema } from '../../lib/validation/account';
import type { Tenant } from '../../tenants/schema';
import { ApiError } from '../api/errors';
import { findOrderByNumber, type OrderRecord } from '../checkout/order-store';
import { database } from '../db/runtime';
import { clientAddress } from '../http/client-address';
import { enforceLimit } from '../reviews/limits';
import type { RateLimit } from '../reviews/rate-limit';
import { expireOverdueOrders } from './expiry';

/**
 * A guest finds an order by its number and the email it was placed with (issue 26): both must
 * match, and an address may try ten times an hour, so the numbers (a sequence) cannot be walked
 * to read other people's orders. A wrong pair says only that no such order was found.
 */
export const orderLookupLimit = {
  action: 'orders.lookup',
  max: 10,
  windowMs: 60 * 60 * 1000,
  key: 'orders.lookup.rateLimited',
} as const satisfies RateLimit & { key: MessageKey };

const lookupSchema = z.object({ number: z.string().max(40), email: z.string().max(400) });

export type LookupResult =
  | { kind: 'found'; order: OrderRecord }
  | { kind: 'refused'; key: MessageKey; params?: Record<string, number> };

/** `response` is the page's: a refusal for too many tries answers 429 with Retry-After. */
export async function lookUpOrder(
  astro: Pick<APIContext, 'request' | 'clientAddress'>,
  response: ResponseInit & { readonly headers: Headers },
  tenant: Tenant,
): Promise<LookupResult> {
  const handle = await database();
  try {
    await enforceLimit(handle, orderLookupLimit, tenant.tenant, clientAddress(astro), response.headers);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    response.status = 429;
    return {
      kind: 'refused',
      key: orderLookupLimit.key,
      params: { minutes: Number(error.details[0]?.params?.minutes ?? 60) },
    };
  }
  const form = lookupSchema.safeParse(Object.fromEntries(await astro.request.formData()));
  const email = emailSchema.safeParse(form.success ? form.data.email : '');
  const number = parseOrderNumber(tenant.tenant, form.success ? form.data.number.trim().toUpperCase() : undefined);
  if (!email.success || number === undefined) return { kind: 'refused', key: 'orders.lookup.notFound' };
  await expireOverdueOrders(handle, tenant.tenant);
  const order = await findOrderByNumber(handle.db, tenant.tenant, number);
  if (!order || order.email.toLowerCase() !== email.data.toLowerCase())
    return { kind: 'refused', key: 'orders.lookup.notFound' };
  return { kind: 'found', order };
}
