/** Mercado Pago's payments of orders (migration 024), as Kysely sees them; part of `Database` (tables.ts). */
export interface MercadoPagoTables {
  mercadopago_payments: {
    tenant: string;
    payment_id: string;
    order_id: string;
    status: string;
    status_detail: string | null;
    outcome: string;
    amount: number;
    currency: string;
    installments: number | null;
    installment_amount: number | null;
    payment_type: string | null;
    payment_method: string | null;
    card_last_digits: string | null;
    raw_response: string;
    refund_status: string | null;
    refund_response: string | null;
    created_at: string;
    updated_at: string;
  };
}
