import { defineAction } from 'astro:actions';
import { keepsApiErrors } from '../server/actions/api-action';
import { chooseAddress, choosePayment, continueAsGuest, placeShopperOrder } from '../server/checkout/checkout-actions';
import { checkoutForms } from '../server/checkout/checkout-inputs';

/**
 * The checkout's steps (spec §6 guest-continue, §7 checkout carts): each a form that works
 * without JavaScript; placing the order answers its number, for the confirmation page.
 */
export const checkout = {
  guest: defineAction({
    accept: 'form',
    input: checkoutForms.guest,
    handler: keepsApiErrors(async (input, astro) => continueAsGuest(astro, input.email)),
  }),
  delivery: defineAction({
    accept: 'form',
    input: checkoutForms.delivery,
    handler: keepsApiErrors(async (input, astro) => chooseAddress(astro, input)),
  }),
  payment: defineAction({
    accept: 'form',
    input: checkoutForms.payment,
    handler: keepsApiErrors(async (input, astro) => choosePayment(astro, input.paymentMethod)),
  }),
  place: defineAction({
    accept: 'form',
    input: checkoutForms.place,
    handler: keepsApiErrors(async (input, astro) => placeShopperOrder(astro, input)),
  }),
};
