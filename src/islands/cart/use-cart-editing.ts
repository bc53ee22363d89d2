import { useState } from 'react';
import type { EditorCart, RemovedLine } from './cart-view';
import type { QuantityBounds } from './quantity-draft';
import { type CartRow, cartRows } from './undo-rows';
import { type CartSync, useCartSync } from './use-cart-sync';
import { type QuantityDrafts, useQuantityDrafts } from './use-quantity-drafts';
import { type Removals, useRemovals } from './use-removals';
import type { Say } from './words';

/** The choices a shopper made that the server has not answered yet: a delivery option, a set of services. */
type Choice = 'delivery' | 'services';

export interface CartEditing extends Omit<CartSync, 'push' | 'latest' | 'refused'>, Omit<Removals, 'removals'> {
  rows: CartRow[];
  quantity: QuantityDrafts;
  /** The line's choice still on its way (the radio or boxes show it), else undefined. */
  choiceOf: (change: Choice, lineId: string) => string | undefined;
  chooseDelivery: (lineId: string, option: string) => void;
  chooseServices: (lineId: string, serviceIds: readonly string[]) => void;
}

/**
 * The cart page with JavaScript: every change applied as it is made, through the same Astro
 * Actions as the no-JS forms, and every figure shown afterwards the server's.
 */
export function useCartEditing(
  initial: EditorCart,
  say: Say,
  bounds: QuantityBounds,
  removedBefore: { line: RemovedLine; name: string } | null,
): CartEditing {
  const sync = useCartSync(initial, say);
  const quantity = useQuantityDrafts(sync, bounds);
  const { removals, ...removal } = useRemovals(sync, quantity.forget, removedBefore);
  const [choices, setChoices] = useState<Readonly<Record<string, string>>>({});

  const choose = (change: Choice, lineId: string, value: string, fields: [string, string][]) => {
    const key = `${change}:${lineId}`;
    setChoices((all) => ({ ...all, [key]: value }));
    const settled = () =>
      setChoices((all) => {
        if (all[key] !== value) return all;
        const { [key]: _, ...rest } = all;
        return rest;
      });
    sync.push({ key, change, lineId, fields: [['lineId', lineId], ...fields], answered: settled, failed: settled });
  };

  return {
    cart: sync.cart,
    pending: sync.pending,
    refusals: sync.refusals,
    announcement: sync.announcement,
    rows: cartRows(sync.cart.lines, removals),
    quantity,
    ...removal,
    choiceOf: (change, lineId) => choices[`${change}:${lineId}`],
    chooseDelivery: (lineId, option) => choose('delivery', lineId, option, [['option', option]]),
    chooseServices: (lineId, serviceIds) =>
      choose(
        'services',
        lineId,
        serviceIds.join(','),
        // none ticked: an empty value, which the action reads as none
        serviceIds.length === 0 ? [['serviceIds', '']] : serviceIds.map((id) => ['serviceIds', id]),
      ),
  };
}
