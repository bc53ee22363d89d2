import { translator } from '../../../lib/messages';
import type { PaymentAdapter } from '../types';
import type { PixConfig } from './pix-config';
import { pixEmail } from './pix-lines';
import { chargeOfOrder } from './pix-store';
import { startPixCharge } from './start-charge';

/**
 * Pix, through a PSP that speaks the Central Bank's API Pix: offered where prices are reais (br,
 * obra). The order waits for its payment, keeping its stock for PIX_EXPIRY_MINUTES; once it is
 * stored, its charge is created at the PSP, and the order page and email show its BR Code and QR.
 * The PSP's webhook settles it (settle-pix.ts); an order whose Pix did not come expires.
 */
export function pixAdapter(config: PixConfig): PaymentAdapter {
  return {
    method: 'pix',
    label: 'pix.method',
    description: 'pix.methodHelp',
    afterOrder: 'pix.afterOrder',
    offered: ({ currency }) => currency === 'BRL',
    start: async () => ({ status: 'pendingPayment', holdMinutes: config.expiryMinutes }),
    afterPlaced: async (db, tenant, order) => {
      await startPixCharge(db, config, tenant, order);
    },
    paymentEmail: async (db, tenant, order) => {
      const charge = await chargeOfOrder(db, tenant.tenant, order.id);
      return pixEmail(tenant, charge, order.expiresAt ?? null, translator(tenant.lang));
    },
  };
}
