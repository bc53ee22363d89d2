import { instalmentOffer, instalmentOptions } from '../../lib/instalments';
import type { Translate } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { Tenant } from '../../tenants/schema';
import { ApiError, apiErrorCodes } from '../api/errors';
import type { DatabaseHandle } from '../db';
import type { SearchZone } from '../search/types';
import { indexedProduct } from './details';
import { productErrorCodes } from './errors';

export interface InstalmentRequest {
  amount?: number | undefined;
  productId?: string | undefined;
}

/**
 * docs/instalments.md monthly-installment: every instalment choice for an amount (minor units) or for a
 * product's current price in the zone. docs/instalments.md: only Mexico, Uruguay and Argentina offer
 * them; elsewhere the call is refused with NOT_AVAILABLE rather than answered with nothing.
 * Exactly one of amount and productId is asked for.
 */
export async function monthlyInstalments(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  request: InstalmentRequest,
  zone: SearchZone,
) {
  if (!tenant.flags.instalments) {
    throw new ApiError(400, { code: productErrorCodes.notAvailable, key: 'product.instalments.notAvailable' });
  }
  if ((request.amount === undefined) === (request.productId === undefined)) {
    throw new ApiError(400, {
      code: apiErrorCodes.validation,
      key: 'product.instalments.amountOrProduct',
      field: 'amount',
    });
  }
  let amount: number;
  if (request.productId !== undefined) {
    const price = (await indexedProduct(handle, tenant.tenant, request.productId)).prices[zone.priceGroupId];
    if (!price)
      throw new ApiError(400, { code: productErrorCodes.notAvailable, key: 'price.noPrice', field: 'productId' });
    amount = price.current;
  } else {
    amount = request.amount ?? 0;
  }
  const offer = instalmentOffer(amount, tenant);
  const base = { amount, amountText: formatMoney(amount, tenant), productId: request.productId ?? null };
  if (!offer.available) {
    return {
      ...base,
      available: false,
      maxCount: 0,
      options: [],
      message: offer.reason === 'belowMinimum' ? t(offer.message.key, offer.message.params) : null,
    };
  }
  return {
    ...base,
    available: true,
    maxCount: offer.count,
    message: t(offer.message.key, offer.message.params),
    info: t('instalments.info'),
    options: instalmentOptions(amount, tenant).map((option) => ({
      count: option.count,
      monthly: option.monthlyMinor,
      monthlyText: formatMoney(option.monthlyMinor, tenant),
      message: t(option.message.key, option.message.params),
    })),
  };
}
