import { z } from 'astro/zod';
import { clickStreamLimits } from './click-stream-limits';

export { clickStreamLimits };

import { customIssue, issue, stop, type ValidationKey } from './validation/issues';
import { skuPattern } from './validation/product';

/**
 * Click-stream events (docs/tracking-and-ads.md fields, docs/tracking-and-ads.md "events … go to a tracking collector"): what the
 * tracker sends and what the collector accepts. Field names are the spec's, in snake case.
 */
export const clickActions = ['search', 'category', 'filter', 'sort', 'product_click', 'add_to_cart'] as const;
export type ClickAction = (typeof clickActions)[number];

/** docs/tracking-and-ads.md: "Tracker application platform: web, secure" (secure: the checkout and account pages). */
export const trackerApplications = ['web', 'secure'] as const;

/** The fields whose presence depends on the action. */
const actionDependentFields = ['query_id', 'meta', 'item_id', 'position', 'quantity', 'price', 'impressions'] as const;
type ActionDependentField = (typeof actionDependentFields)[number];

/**
 * What each action must and may carry. A search starts a query (its id follows the shopper to
 * the click and the add to cart, docs/tracking-and-ads.md); listings report the item ids shown (impressions);
 * a product click says which item at which position; an add to cart, how many at what price.
 */
export const actionFields: Record<ClickAction, { required: ActionDependentField[]; optional: ActionDependentField[] }> =
  {
    search: { required: ['query_id'], optional: ['meta', 'impressions'] },
    category: { required: [], optional: ['query_id', 'meta', 'impressions'] },
    filter: { required: [], optional: ['query_id', 'meta', 'impressions'] },
    sort: { required: [], optional: ['query_id', 'meta', 'impressions'] },
    product_click: { required: ['item_id', 'position'], optional: ['query_id', 'meta'] },
    add_to_cart: { required: ['item_id', 'quantity', 'price'], optional: ['query_id', 'meta', 'position'] },
  };

/** A whole number within bounds; anything else (text, a fraction, out of range) gets one message naming the bounds. */
function wholeNumber(key: ValidationKey, bounds: { min: number; max: number }) {
  return z.custom<number>(
    (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= bounds.min && value <= bounds.max,
    { error: key, params: { min: bounds.min, max: bounds.max } },
  );
}

/** A site path ("/cl/search?Ntt=x", never "//host") or an absolute http(s) URL. */
export function isPageUrl(value: string): boolean {
  // Browsers send location.href percent-encoded: printable ASCII, no spaces; a backslash is read as "/" by some.
  if (!/^[\x21-\x7e]+$/.test(value) || value.includes('\\')) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && URL.canParse(value, 'http://localhost');
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}

/** A page of this site: a path, or a URL on one of the site's hosts (compared without case). */
export function isSameSite(pageUrl: string, hosts: readonly string[]): boolean {
  if (pageUrl.startsWith('/')) return true;
  if (!URL.canParse(pageUrl)) return false;
  const host = new URL(pageUrl).host.toLowerCase();
  return hosts.some((allowed) => allowed.toLowerCase() === host);
}

export const pageUrlSchema = z
  .string(issue('validation.clickStream.pageUrl'))
  .max(clickStreamLimits.pageUrlLength, stop('validation.clickStream.pageUrl'))
  .refine(isPageUrl, issue('validation.clickStream.pageUrl'));

/** Visitor ids are UUIDs the browser draws (crypto.randomUUID) and keeps. */
export const visitorIdSchema = z.uuid(issue('validation.clickStream.visitorId'));

/** A product or SKU id of the catalogue (docs/product-page.md SKU pattern). */
export const itemIdSchema = z
  .string(issue('validation.clickStream.itemId'))
  .regex(skuPattern, issue('validation.clickStream.itemId'));

const eventShape = {
  action: z.enum(clickActions, stop('validation.clickStream.action')),
  application_id: z.enum(trackerApplications, issue('validation.clickStream.applicationId')),
  visitor_id: visitorIdSchema,
  page_url: pageUrlSchema,
  // Null is read as absent: trackers commonly send every field.
  query_id: z
    .string(issue('validation.clickStream.queryId'))
    .regex(/^[A-Za-z0-9_-]{8,64}$/, issue('validation.clickStream.queryId'))
    .nullish(),
  /** docs/tracking-and-ads.md: the encoded hash of the user's identifier (hex or base64), never the identifier. */
  meta: z
    .string(issue('validation.clickStream.meta'))
    .regex(/^[A-Za-z0-9+/_=-]{16,256}$/, issue('validation.clickStream.meta'))
    .nullish(),
  item_id: itemIdSchema.nullish(),
  position: wholeNumber('validation.clickStream.position', clickStreamLimits.position).nullish(),
  quantity: wholeNumber('validation.clickStream.quantity', clickStreamLimits.quantity).nullish(),
  price: wholeNumber('validation.clickStream.price', clickStreamLimits.price).nullish(),
  impressions: z
    .array(itemIdSchema, issue('validation.clickStream.impressions'))
    .max(clickStreamLimits.impressionsPerEvent, issue('validation.clickStream.tooManyImpressions'))
    .nullish(),
};
const knownFields = new Set(Object.keys(eventShape));

/** One event; fields an action needs are required, fields it does not use are refused. */
export const clickEventSchema = z
  .looseObject(eventShape, issue('validation.invalid'))
  .check((ctx) => {
    const event = ctx.value as Record<string, unknown> & { action: ClickAction };
    const rule = actionFields[event.action];
    for (const field of actionDependentFields) {
      const present = event[field] !== undefined && event[field] !== null;
      if (!present && rule.required.includes(field)) {
        ctx.issues.push(
          customIssue('validation.clickStream.required', event[field], { action: event.action }, [field]),
        );
      } else if (present && !rule.required.includes(field) && !rule.optional.includes(field)) {
        ctx.issues.push(
          customIssue('validation.clickStream.notAllowed', event[field], { action: event.action }, [field]),
        );
      }
    }
    for (const field of Object.keys(event)) {
      if (!knownFields.has(field))
        ctx.issues.push(customIssue('validation.clickStream.unknownField', event[field], {}, [field]));
    }
  })
  .transform(({ action, application_id, visitor_id, page_url, ...rest }) => ({
    action,
    application_id,
    visitor_id,
    page_url,
    query_id: rest.query_id ?? null,
    meta: rest.meta ?? null,
    item_id: rest.item_id ?? null,
    position: rest.position ?? null,
    quantity: rest.quantity ?? null,
    price: rest.price ?? null,
    impressions: rest.impressions ?? null,
  }));

export type ClickEvent = z.output<typeof clickEventSchema>;

/** The collector's body: `{ events: [...] }`, 1 to 50 events. */
export const clickStreamBatchSchema = z
  .looseObject(
    {
      events: z
        .array(clickEventSchema, stop('validation.clickStream.events'))
        .min(1, issue('validation.clickStream.eventsRequired'))
        .max(clickStreamLimits.eventsPerBatch, issue('validation.clickStream.tooManyEvents')),
    },
    issue('validation.clickStream.events'),
  )
  .check((ctx) => {
    for (const [field, value] of Object.entries(ctx.value)) {
      if (field !== 'events') ctx.issues.push(customIssue('validation.clickStream.unknownField', value, {}, [field]));
    }
  })
  .transform(({ events }) => ({ events }));
