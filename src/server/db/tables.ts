import type { Generated } from 'kysely';
import type { CatalogueTables } from './catalogue-tables';
import type { MercadoPagoTables } from './mercadopago-tables';
import type { OrderTables } from './order-tables';

/**
 * Row shapes of the tables the migrations create. Services reshape rows into the app's
 * types before returning them, so a change of engine stays inside src/server/db.
 * JSON columns are text; money columns are integers of minor units.
 */
export interface Database extends CatalogueTables, OrderTables, MercadoPagoTables {
  reviews: {
    tenant: string;
    id: string;
    product_id: string;
    rating: number;
    recommend: number;
    title: string;
    comment: string;
    alias: string;
    email: string | null;
    lang: string;
    attribute_ratings: string;
    helpful: number;
    created_at: string;
    /** Hash of the reviewer cookie of the browser that wrote it (007-reviews); generated reviews leave it out. */
    reviewer?: string | null;
    /** 1 when its writer had bought the product (migration 027). */
    verified_purchase?: number;
  };
  review_translations: {
    tenant: string;
    review_id: string;
    lang: string;
    source_hash: string;
    title: string;
    comment: string;
    created_at: string;
  };
  review_media: {
    tenant: string;
    id: string;
    review_id: string | null;
    kind: string;
    mime: string;
    bytes: number;
    path: string;
    created_at: string;
    /** Hash of the reviewer cookie of the browser that uploaded it (030-private-review-uploads). */
    uploader?: string | null;
  };
  questions: {
    tenant: string;
    id: string;
    product_id: string;
    question: string;
    asked_by: string;
    answer: string | null;
    answered_by: string | null;
    created_at: string;
  };
  users: {
    tenant: string;
    id: string;
    email: string;
    password_hash: string;
    kind: string;
    tax_id: string | null;
    first_name: string;
    last_name: string;
    loyalty_tier: string | null;
    specialist_segment: string | null;
    pro_buyer: number;
    created_at: string;
  };
  sessions: {
    tenant: string;
    token_hash: string;
    user_id: string | null;
    guest: number;
    created_at: string;
    expires_at: string;
  };
  password_resets: { tenant: string; token_hash: string; user_id: string; expires_at: string; used_at: string | null };
  carts: {
    tenant: string;
    id: string;
    user_id: string | null;
    zone_id: string | null;
    price_group_id: string | null;
    created_at: string;
    updated_at: string;
    /** 'main' or 'buyNow' (006-carts). */
    kind: string;
    /** A buy-now cart's main cart: the browser that owns it. */
    owner_id: string | null;
  };
  cart_lines: {
    tenant: string;
    cart_id: string;
    line_id: string;
    sku_id: string;
    quantity: number;
    delivery_method: string;
    store_id: string | null;
    services: string;
    added_at: string;
    push_site: string | null;
    /** The quotation whose frozen price the line carries, while frozen_until is ahead. */
    quotation_id: string | null;
    frozen_unit_price: number | null;
    frozen_quantity: number | null;
    frozen_until: string | null;
  };
  quotations: {
    tenant: string;
    id: string;
    user_id: string | null;
    cart_id: string | null;
    price_group_id: string;
    total: number;
    created_at: string;
    expires_at: string;
    zone_id: string | null;
    subtotal: number;
    savings: number;
    member_discount: number;
  };
  quotation_lines: {
    tenant: string;
    quotation_id: string;
    position: number;
    sku_id: string;
    quantity: number;
    unit_price: number;
    regular_price: number;
    delivery_method: string;
    store_id: string | null;
    services: string;
    line_total: number;
  };
  addresses: {
    tenant: string;
    id: string;
    user_id: string;
    label: string;
    street: string;
    zone_id: string;
    /** 0/1: the address the list shows first (009-addresses). */
    is_default: number;
    created_at: string;
  };
  wish_lists: { tenant: string; id: string; user_id: string; name: string; created_at: string };
  wish_list_items: { tenant: string; wish_list_id: string; sku_id: string; added_at: string };
  notify_me: { tenant: string; sku_id: string; email: string; created_at: string; notified_at: string | null };
  click_events: {
    id: Generated<number>;
    tenant: string;
    received_at: string;
    action: string;
    query_id: string | null;
    application_id: string;
    visitor_id: string;
    page_url: string;
    meta: string | null;
    item_id: string | null;
    position: number | null;
    quantity: number | null;
    price: number | null;
    impressions: string | null;
  };
  ad_events: {
    id: Generated<number>;
    tenant: string;
    kind: string;
    ad_id: string | null;
    product_id: string | null;
    visitor_id: string;
    page_url: string | null;
    received_at: string;
  };
  rate_limits: { key: string; window_start: number; count: number };
  /** A browser a customer logged in from: its cookie token's hash (029-login-devices). */
  login_devices: { tenant: string; token_hash: string; user_id: string; created_at: string };
  /** A social-login provider's subject for a customer (015-social-identities). */
  social_identities: { tenant: string; issuer: string; subject: string; user_id: string; created_at: string };
  quotation_requests: { tenant: string; request_key: string; quotation_id: string; created_at: string };
  /** Replaced by triggers on every write to a table the search index reads (016-catalogue-revisions). */
  catalogue_revisions: { tenant: string; revision: string };
}
