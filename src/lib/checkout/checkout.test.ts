import { describe, expect, it } from 'vitest';
import { firstOpenStep, idempotencyKeySchema, mayOpenStep, orderNumberText, parseOrderNumber } from './checkout';

describe('firstOpenStep', () => {
  it.each([
    [{ identified: false, deliveryChosen: true, paymentChosen: true }, 'identify'],
    [{ identified: true, deliveryChosen: false, paymentChosen: true }, 'delivery'],
    [{ identified: true, deliveryChosen: true, paymentChosen: false }, 'payment'],
    [{ identified: true, deliveryChosen: true, paymentChosen: true }, 'review'],
  ] as const)('%o -> %s', (progress, step) => {
    expect(firstOpenStep(progress)).toBe(step);
  });
});

describe('mayOpenStep', () => {
  const progress = { identified: true, deliveryChosen: false, paymentChosen: false };
  it.each([
    ['identify', true],
    ['delivery', true],
    ['payment', false],
    ['review', false],
  ] as const)('%s -> %s', (step, allowed) => {
    expect(mayOpenStep(step, progress)).toBe(allowed);
  });
});

describe('order numbers', () => {
  it('reads as the tenant and the number', () => {
    expect(orderNumberText('cl', 482915304)).toBe('CL-482915304');
  });
  it.each([
    ['CL-482915304', 482915304],
    ['cl-482915304', 482915304],
    // an order numbered in the sequence before
    ['CL-10000001', 10000001],
    ['BR-482915304', undefined],
    // one digit misheard, two swapped
    ['CL-482915305', undefined],
    ['CL-482195304', undefined],
    ['CL-12', undefined],
    ['CL-4829153040', undefined],
    ['CL-48291530x', undefined],
    [undefined, undefined],
  ])('parses %s for cl as %s', (text, number) => {
    expect(parseOrderNumber('cl', text)).toBe(number);
  });
});

describe('idempotencyKeySchema', () => {
  it.each([
    ['0b5c2f1e-4d1a-4c39-9a43-5b0f2f0e6d11', true],
    ['short', false],
    ['has space in it 1234567', false],
  ])('%s valid: %s', (key, valid) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(valid);
  });
});
