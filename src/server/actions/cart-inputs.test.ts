import { describe, expect, it } from 'vitest';
import { cartForms } from './cart-inputs';

describe('the cart page services form', () => {
  it.each([
    [{ lineId: 'l1', serviceIds: 'warranty-1y' }, ['warranty-1y']],
    [{ lineId: 'l1', serviceIds: 'warranty-2y, install' }, ['warranty-2y', 'install']],
    // the last service removed: the field is empty (Astro reads an empty field as null) or not sent
    [{ lineId: 'l1', serviceIds: null }, []],
    [{ lineId: 'l1' }, []],
  ])('%o chooses %o', (form, serviceIds) => {
    expect(cartForms.services.parse(form)).toEqual({ lineId: 'l1', serviceIds });
  });

  it.each([
    [{ serviceIds: 'warranty-1y' }],
    [{ lineId: 'l1', serviceIds: 'no spaces allowed' }],
    [{ lineId: 'l1', serviceIds: 'a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u' }],
  ])('%o is refused', (form) => {
    expect(cartForms.services.safeParse(form).success).toBe(false);
  });
});
