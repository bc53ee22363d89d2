import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../checkout/checkout';
import { type LatestAttempt, webpayNotice } from './webpay-notice';

const attempt = (status: LatestAttempt['status'], more: Partial<LatestAttempt> = {}): LatestAttempt => ({
  status,
  refundStatus: null,
  open: true,
  ...more,
});

describe('webpayNotice', () => {
  it.each<[string, OrderStatus, LatestAttempt | undefined, ReturnType<typeof webpayNotice>]>([
    ['an open attempt: go and pay', 'pendingPayment', attempt('created'), { notice: 'goPay', pay: true, retry: false }],
    [
      'an attempt without its form: try again',
      'pendingPayment',
      attempt('created', { open: false }),
      { notice: 'unavailable', pay: false, retry: true },
    ],
    ['no attempt yet', 'pendingPayment', undefined, { notice: 'unavailable', pay: false, retry: true }],
    [
      'Webpay not reached',
      'pendingPayment',
      attempt('createFailed'),
      { notice: 'unavailable', pay: false, retry: true },
    ],
    ['a rejected card', 'pendingPayment', attempt('rejected'), { notice: 'rejected', pay: false, retry: true }],
    ['a cancel', 'pendingPayment', attempt('cancelled'), { notice: 'cancelled', pay: false, retry: true }],
    ['a timeout', 'pendingPayment', attempt('timedOut'), { notice: 'timedOut', pay: false, retry: true }],
    ['a failed form', 'pendingPayment', attempt('formError'), { notice: 'formError', pay: false, retry: true }],
    ['a commit under way', 'pendingPayment', attempt('committing'), { notice: 'confirming', pay: false, retry: false }],
    [
      'a commit unanswered',
      'pendingPayment',
      attempt('commitFailed'),
      { notice: 'confirming', pay: false, retry: false },
    ],
    ['paid', 'paid', attempt('authorized'), { notice: 'paid', pay: false, retry: false }],
    [
      'an authorization that did not match',
      'pendingPayment',
      attempt('mismatch', { refundStatus: 'refunded' }),
      { notice: 'mismatch', pay: false, retry: false },
    ],
    [
      'paid after the order expired, refunded',
      'expired',
      attempt('authorized', { refundStatus: 'refunded' }),
      { notice: 'refunded', pay: false, retry: false },
    ],
    [
      'paid after the order was cancelled, refund not through yet',
      'cancelled',
      attempt('authorized', { refundStatus: 'refundFailed' }),
      { notice: 'refundPending', pay: false, retry: false },
    ],
    ['expired unpaid: its status says it', 'expired', attempt('created'), null],
  ])('%s', (_, order, latest, view) => {
    expect(webpayNotice(order, latest)).toEqual(view);
  });
});
