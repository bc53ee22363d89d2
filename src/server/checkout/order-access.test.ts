import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../accounts/tokens';
import { mayViewOrder, newOrderAccess, type OrderKeys, type OrderViewer } from './order-access';

const access = newOrderAccess();
const session = hashToken(newToken());
const order: OrderKeys = { userId: 'u1', sessionHash: session, accessHash: access.hash };
const nobody: OrderViewer = { userId: null, sessionHash: null, accessToken: null };

describe('mayViewOrder', () => {
  it('opens the order to the customer it belongs to', () => {
    expect(mayViewOrder(order, { ...nobody, userId: 'u1' })).toBe(true);
  });

  it('opens it to the session that placed it', () => {
    expect(mayViewOrder(order, { ...nobody, sessionHash: session })).toBe(true);
  });

  it('opens it to the token of its emails’ link, and to no other token', () => {
    expect(mayViewOrder(order, { ...nobody, accessToken: access.token })).toBe(true);
    expect(mayViewOrder(order, { ...nobody, accessToken: newToken() })).toBe(false);
    expect(mayViewOrder(order, { ...nobody, accessToken: access.hash })).toBe(false);
  });

  it('opens nothing to another customer, another session or nobody', () => {
    expect(mayViewOrder(order, { ...nobody, userId: 'u2', sessionHash: hashToken(newToken()) })).toBe(false);
    expect(mayViewOrder(order, nobody)).toBe(false);
  });

  it('treats a guest order (no customer) as closed to a viewer with no customer', () => {
    expect(mayViewOrder({ userId: null, sessionHash: null, accessHash: null }, nobody)).toBe(false);
  });
});
