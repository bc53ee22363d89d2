import type { MessageParams } from './messages';

/**
 * The params of a message that a form's answer names in the page's address
 * (`?error=<catalogue key>&error.<param>=…`, src/server/cart/cart-forms.ts). Anyone can write an
 * address and send it to a shopper, so no param is read from it as words: counts and bounds only
 * as whole numbers, a zip code (the shopper's, or the country's example) only as digits and a
 * hyphen, and any other value only when the page itself vouches for it (the labels of the review
 * form's attributes, the upload formats). A message left without a param it needs is shown as the
 * generic one by its reader.
 */
export type VouchedParams = Readonly<Record<string, readonly string[]>>;

const wholeNumber = /^\d{1,9}$/;
const zipShaped = /^\d{1,9}(?:-\d{1,9})?$/;
const zipParams = new Set(['zipCode', 'example']);
const paramName = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;

function checkedParam(name: string, value: string, vouched: VouchedParams): string | number | undefined {
  if (Object.hasOwn(vouched, name) && vouched[name]?.includes(value)) return value;
  // a zip code keeps its leading zeros: it is a code, not a number
  if (zipParams.has(name)) return zipShaped.test(value) ? value : undefined;
  return wholeNumber.test(value) ? Number(value) : undefined;
}

export function flagMessageParams(search: URLSearchParams, flag: string, vouched: VouchedParams = {}): MessageParams {
  const params: MessageParams = {};
  const prefix = `${flag}.`;
  for (const [name, value] of search) {
    const param = name.slice(prefix.length);
    if (!name.startsWith(prefix) || !paramName.test(param)) continue;
    const checked = checkedParam(param, value, vouched);
    if (checked !== undefined) params[param] = checked;
  }
  return params;
}
