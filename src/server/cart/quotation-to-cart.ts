import { invalid } from '../api/errors';
import { cartChoices } from './cart-choices';
import { type CartContext, mainCartForChange } from './cart-context';
import { newLineId } from './cart-ids';
import { insertLine, linesOf, updateLine } from './cart-store';
import type { ChosenService, FrozenPrice, LineRecord } from './cart-types';
import { lineSkus } from './line-skus';
import { checkMaximum } from './quantity-rules';
import { quotationLines } from './quotation-store';
import { isQuotationValid, readableQuotation } from './quotations';

/**
 * Puts a quotation's lines back in the shopper's cart (docs/accounts-and-lists.md). Each line carries the
 * quotation's frozen price: the cart charges it for the quoted units until the quotation
 * expires (never more than today's price), and today's price after that or for extra units.
 * A quotation restores its lines: a line already going the same way rises to the quoted
 * quantity (or keeps a larger one) rather than doubling, so a quote made from this very cart,
 * or asked for twice, does not buy twice as much. Stock is not refused here:
 * the cart shows which lines to reduce. Products the catalogue no longer has are left out.
 */
export async function quotationToCart(context: CartContext, id: string): Promise<{ cartId: string; valid: boolean }> {
  return context.handle.db.transaction().execute(async (trx) => {
    const tenant = context.tenant.tenant;
    const quotation = await readableQuotation(trx, context, id);
    const valid = isQuotationValid(quotation, context.now);
    const quoted = await quotationLines(trx, tenant, quotation.id);
    const facts = await lineSkus(
      trx,
      context.tenant,
      quoted.map((line) => line.skuId),
      context.zone.priceGroupId,
    );
    const cart = await mainCartForChange(trx, context);
    const lines = await linesOf(trx, tenant, cart.id);
    for (const line of quoted) {
      if (!facts.has(line.skuId) || facts.get(line.skuId)?.withdrawn) continue;
      // Kept even once expired: it records where the line came from; pricing ignores a past date.
      const frozen: FrozenPrice = {
        quotationId: quotation.id,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        until: quotation.expiresAt,
      };
      const services = line.services.map(
        (service): ChosenService => (valid ? { id: service.id, frozenPrice: service.price } : { id: service.id }),
      );
      const existing = lines.find(
        (other) =>
          other.skuId === line.skuId && other.deliveryMethod === line.deliveryMethod && other.storeId === line.storeId,
      );
      const field = `lines.${line.position}.quantity`;
      const sameSku = (except?: LineRecord) =>
        lines
          .filter((other) => other.skuId === line.skuId && other !== except)
          .reduce((sum, other) => sum + other.quantity, 0);
      if (existing) {
        const quantity = Math.max(existing.quantity, line.quantity);
        checkMaximum(quantity, sameSku(existing), field);
        const kindOf = (serviceId: string) =>
          facts.get(line.skuId)?.services.find((offered) => offered.id === serviceId)?.kind;
        const addsWarranty = services.some((service) => kindOf(service.id) === 'warranty');
        // One warranty per line: the quotation's replaces the one chosen since.
        const kept = existing.services.filter(
          (service) =>
            !services.some((added) => added.id === service.id) && !(addsWarranty && kindOf(service.id) === 'warranty'),
        );
        const updated: LineRecord = { ...existing, quantity, frozen, services: [...kept, ...services] };
        await updateLine(trx, tenant, cart.id, updated);
        lines[lines.indexOf(existing)] = updated;
        continue;
      }
      checkMaximum(line.quantity, sameSku(), field);
      if (lines.length >= cartChoices.maxLines)
        throw invalid('id', 'cart.error.tooManyLines', { max: cartChoices.maxLines });
      const added: LineRecord = {
        lineId: newLineId(),
        skuId: line.skuId,
        quantity: line.quantity,
        deliveryMethod: line.deliveryMethod,
        storeId: line.storeId,
        services,
        pushSite: null,
        addedAt: context.now.toISOString(),
        frozen,
      };
      await insertLine(trx, tenant, cart.id, added);
      lines.push(added);
    }
    return { cartId: cart.id, valid };
  });
}
