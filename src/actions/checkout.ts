import { defineAction } from 'astro:actions';
import { keepsApiErrors } from '../server/actions/api-action';
import { choosePayment, identify, placeShopperOrder, saveDelivery } from '../server/checkout/checkout-actions';
import { checkoutForms } from '../server/checkout/checkout-inputs';

/**
 * The checkout's steps (docs/checkout-and-payments.md guest-continue, docs/checkout-and-payments.md checkout carts): each a form that works
 * without JavaScript; placing the order answers its number, for the confirmation page.
 */
export const checkout = {
  identify: defineAction({
    accept: 'form',
    input: checkoutForms.identify,
    handler: keepsApiErrors(async (input, astro) => identify(astro, input)),
  }),
  delivery: defineAction({
    accept: 'form',
    input: checkoutForms.delivery,
    handler: keepsApiErrors(async (input, astro) => saveDelivery(astro, input)),
  }),
  payment: defineAction({
    accept: 'form',
    input: checkoutForms.payment,
    handler: keepsApiErrors(async (input, astro) => choosePayment(astro, input.paymentMethod)),
  }),
  place: defineAction({
    accept: 'form',
    input: checkoutForms.place,
    handler: keepsApiErrors(async (input, astro) =>
      placeShopperOrder(astro, { ...input, acceptedTerms: input.acceptTerms === 'on' }),
    ),
  }),
};
