import type { Translate } from '../../lib/messages';
import { isMessageKey } from '../../lib/validation/issues';
import { errorFlagMessage, formFlags } from '../cart/cart-forms';
import type { EvaluatedLine } from '../cart/evaluate';

/** How the checkout names a line's product in its messages. */
export const lineName = (line: EvaluatedLine): string => line.facts?.name ?? line.record.skuId;

/**
 * The message a refused checkout form came back with. A refusal about one product also carries
 * its SKU (`error.sku`): when that SKU is in the cart, the product's whole name is used, since a
 * name travelling in the URL is cut short (and only the catalogue's own words are trusted).
 */
export function checkoutErrorMessage(
  search: URLSearchParams,
  t: Translate,
  lines: readonly EvaluatedLine[] = [],
): string | undefined {
  const key = search.get(formFlags.error);
  const sku = search.get(`${formFlags.error}.sku`);
  const line = sku === null ? undefined : lines.find((candidate) => candidate.record.skuId === sku);
  if (key === null || !line || !isMessageKey(key)) return errorFlagMessage(search, t);
  try {
    return t(key, { product: lineName(line) });
  } catch {
    return errorFlagMessage(search, t);
  }
}
