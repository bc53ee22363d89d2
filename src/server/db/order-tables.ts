/**
 * The tables of checkouts, orders and their payments (migrations 013, 019–025), as Kysely sees
 * them; part of `Database` (tables.ts).
 */
export interface OrderTables {
  checkouts: {
    tenant: string;
    cart_id: string;
    email: string | null;
    address_id: string | null;
    street: string | null;
    payment_method: string | null;
    updated_at: string;
    buyer: string | null;
    recipient: string | null;
    address: string | null;
    pickup_person: string | null;
    draft: string | null;
    delivery_date: string | null;
  };
  orders: {
    tenant: string;
    id: string;
    number: number;
    idempotency_key: string;
    cart_id: string;
    user_id: string | null;
    email: string;
    status: string;
    payment_method: string;
    street: string | null;
    zone_id: string;
    currency: string;
    products_amount: number;
    services_amount: number;
    discount_amount: number;
    delivery_amount: number;
    total: number;
    pix_discount: number;
    placed_at: string;
    session_hash: string | null;
    access_hash: string | null;
    buyer: string | null;
    recipient: string | null;
    address: string | null;
    pickup_person: string | null;
    expires_at: string | null;
  };
  order_events: { tenant: string; order_id: string; position: number; status: string; at: string };
  payments: {
    tenant: string;
    order_id: string;
    attempt: number;
    provider: string;
    status: string;
    buy_order: string;
    session_id: string;
    amount: number;
    token: string | null;
    url: string | null;
    authorized_amount: number | null;
    authorization_code: string | null;
    payment_type: string | null;
    installments: number | null;
    installment_amount: number | null;
    card_last_digits: string | null;
    response_code: number | null;
    raw_response: string | null;
    refund_reason: string | null;
    refund_status: string | null;
    refund_response: string | null;
    br_code: string | null;
    end_to_end_id: string | null;
    created_at: string;
    updated_at: string;
  };
  order_lines: {
    tenant: string;
    order_id: string;
    position: number;
    sku_id: string;
    name: string;
    quantity: number;
    products_amount: number;
    services_amount: number;
    total: number;
    delivery_method: string;
    store_id: string;
    quotation_id: string | null;
    promised_for: string | null;
  };
}
