import { describe, expect, it } from 'vitest';
import { formBodyBytes, pageBodyLimit } from './request-body-limit';

describe('pageBodyLimit', () => {
  it.each([
    ['POST', '/cl/orders/find'],
    ['POST', '/br/cart/add-project?x=1'],
    ['PUT', '/cl/'],
    ['POST', '/cl/checkout/webpay/return'],
    // an empty `_action` is no action: Astro renders the page
    ['POST', '/cl/cart/?_action='],
    ['POST', '/cl/search-by-image/results'],
  ])('gives %s %s the form limit', (method, target) => {
    expect(pageBodyLimit(method, target)).toBe(formBodyBytes);
  });

  it.each([
    ['GET', '/cl/orders/find'],
    ['HEAD', '/cl/'],
    ['POST', '/api/cl/cart/items'],
    ['POST', '/_actions/cart.add/'],
    ['POST', '/_server-islands/Reviews'],
    ['POST', '/cl/product/1/x/?_action=cart.add'],
    ['POST', '/br/search-by-image'],
    ['POST', '/br/search-by-image/'],
  ])('leaves %s %s to its own limit, or to none', (method, target) => {
    expect(pageBodyLimit(method, target)).toBeUndefined();
  });
});
