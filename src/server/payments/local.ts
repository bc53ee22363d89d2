import type { PaymentAdapter } from './types';

/** Paid at the store when the order is collected: confirmed at once, nothing to settle online. */
export const payAtStore: PaymentAdapter = {
  method: 'payAtStore',
  label: 'checkout.payment.payAtStore',
  description: 'checkout.payment.payAtStoreHelp',
  afterOrder: 'checkout.done.payAtStore',
  offered: ({ allLinesCollected }) => allLinesCollected,
  start: async () => ({ status: 'confirmed' }),
};

/** A bank transfer: the order waits until the transfer is confirmed (by the back office). */
export const bankTransfer: PaymentAdapter = {
  method: 'bankTransfer',
  label: 'checkout.payment.bankTransfer',
  description: 'checkout.payment.bankTransferHelp',
  afterOrder: 'checkout.done.bankTransfer',
  offered: () => true,
  start: async () => ({ status: 'pendingPayment' }),
};
