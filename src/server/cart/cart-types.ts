import { z } from 'astro/zod';
import type { DeliveryType } from '../../lib/delivery';

/** A shopper's main cart, or the one-line cart of a buy-now (docs/cart-rules.md). */
export type CartKind = 'main' | 'buyNow';

export interface CartRecord {
  id: string;
  kind: CartKind;
  userId: string | null;
  /** For a buy-now cart: the main cart of the browser that made it. */
  ownerId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A service chosen on a line; `frozenPrice` is the price a quotation promised for it. */
export const chosenServiceSchema = z.object({ id: z.string(), frozenPrice: z.int().min(0).optional() });
export type ChosenService = z.infer<typeof chosenServiceSchema>;

/** docs/cart-rules.md: a quotation's price, honoured for the quoted units until `until` (ISO instant). */
export interface FrozenPrice {
  quotationId: string;
  unitPrice: number;
  quantity: number;
  until: string;
}

export interface LineRecord {
  lineId: string;
  skuId: string;
  quantity: number;
  deliveryMethod: DeliveryType;
  storeId: string | null;
  services: ChosenService[];
  pushSite: string | null;
  addedAt: string;
  frozen: FrozenPrice | null;
}
