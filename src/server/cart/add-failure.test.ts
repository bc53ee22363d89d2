import { describe, expect, it, vi } from 'vitest';
import { ApiError, invalid } from '../api/errors';
import { asAddToCart } from './add-failure';

const where = { tenant: 'cl', path: '/api/cl/cart/items' };

describe('docs/cart-rules.md: add to cart failure', () => {
  it('passes the answer through', async () => {
    await expect(asAddToCart(async () => 'cart', where)).resolves.toBe('cart');
  });

  it('keeps a refused input as it is: the shopper can fix it', async () => {
    const refused = invalid('quantity', 'validation.quantity.min', { min: 1 });
    await expect(asAddToCart(() => Promise.reject(refused), where)).rejects.toBe(refused);
  });

  it("turns anything else into the add-to-cart message under code '-1'", async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const failure = await asAddToCart(() => Promise.reject(new Error('database is locked')), where).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500, details: [{ code: '-1', key: 'errors.addToCart' }] });
    expect(String(stderr.mock.calls[0]?.[0])).toContain('database is locked');
    stderr.mockRestore();
  });
});
