import { describe, expect, it } from 'vitest';
import type { PaymentOutcome, RefundStatus } from './mercadopago';
import { type LatestPreference, mercadoPagoNotice } from './mercadopago-notice';

const open: LatestPreference = { status: 'created', open: true, at: '2026-05-01T10:00:00.000Z' };
const payment = (
  outcome: PaymentOutcome,
  at = '2026-05-01T10:05:00.000Z',
  refundStatus: RefundStatus | null = null,
) => ({
  outcome,
  refundStatus,
  at,
});

describe('mercadoPagoNotice', () => {
  it('links to Mercado Pago while the order waits and its preference is open', () => {
    expect(mercadoPagoNotice('pendingPayment', open, [])).toEqual({ notice: 'goPay', pay: true, retry: false });
  });

  it.each([
    ['a preference being created', { ...open, status: 'creating' as const }, 'preparing', false],
    ['a preference Mercado Pago refused', { ...open, status: 'createFailed' as const }, 'unavailable', true],
    ['a preference without its address', { ...open, open: false }, 'unavailable', true],
    ['no preference at all', undefined, 'unavailable', true],
  ])('%s', (_, preference, notice, retry) => {
    expect(mercadoPagoNotice('pendingPayment', preference, [])).toEqual({ notice, pay: false, retry });
  });

  it('says a payment is paid, whatever came before or after it', () => {
    const payments = [payment('rejected'), payment('paid', '2026-05-01T10:06:00.000Z')];
    expect(mercadoPagoNotice('paid', open, payments)?.notice).toBe('paid');
    expect(mercadoPagoNotice('shipped', open, payments)?.notice).toBe('paid');
  });

  it('offers a new preference after a rejection, and links to it once it is open', () => {
    expect(mercadoPagoNotice('pendingPayment', open, [payment('rejected')])).toEqual({
      notice: 'rejected',
      pay: false,
      retry: true,
    });
    const newer = { ...open, at: '2026-05-01T10:10:00.000Z' };
    expect(mercadoPagoNotice('pendingPayment', newer, [payment('rejected')])?.notice).toBe('goPay');
  });

  it('waits on a pending payment', () => {
    expect(mercadoPagoNotice('pendingPayment', open, [payment('pending')])).toEqual({
      notice: 'pending',
      pay: false,
      retry: false,
    });
  });

  it('says a payment that did not match, or came too late, is given back', () => {
    expect(mercadoPagoNotice('pendingPayment', open, [payment('mismatch')])).toEqual({
      notice: 'mismatch',
      pay: false,
      retry: true,
    });
    expect(mercadoPagoNotice('expired', open, [payment('mismatch')])?.retry).toBe(false);
    expect(mercadoPagoNotice('expired', open, [payment('orderClosed')])?.notice).toBe('refundPending');
    expect(mercadoPagoNotice('cancelled', open, [payment('orderClosed', undefined, 'refunded')])?.notice).toBe(
      'refunded',
    );
  });

  it('says nothing of an order that closed with no payment', () => {
    expect(mercadoPagoNotice('expired', open, [])).toBeNull();
    expect(mercadoPagoNotice('cancelled', open, [payment('rejected')])).toBeNull();
  });
});
