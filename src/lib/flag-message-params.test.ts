import { describe, expect, it } from 'vitest';
import { flagMessageParams } from './flag-message-params';

const read = (query: string, vouched = {}) => flagMessageParams(new URLSearchParams(query), 'error', vouched);

describe('flagMessageParams', () => {
  it.each([
    ['a whole number, as a number', 'error.minutes=15', { minutes: 15 }],
    ['words where a number goes', 'error.minutes=VISIT%20http://evil.example', {}],
    ['a number with words after it', 'error.max=5%20or%20call%20us', {}],
    ['a negative or decimal number', 'error.min=-1&error.max=2.5', {}],
    ['a zip code, with its leading zeros', 'error.zipCode=01310-100', { zipCode: '01310-100' }],
    ['a zip code example', 'error.example=00000-000', { example: '00000-000' }],
    ['words where a zip code goes', 'error.zipCode=call%2055%201234', {}],
    ['a product name', 'error.product=Taladro', {}],
    ['another flag’s params', 'locationError.max=3&errors.max=4', {}],
    ['a name that is no param', 'error.__proto__=1&error.a-b=2&error.=3', {}],
  ])('%s', (_, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('takes words only when the page vouches for them', () => {
    const vouched = { attribute: ['Calidad', 'Precio'] };
    expect(read('error.attribute=Calidad', vouched)).toEqual({ attribute: 'Calidad' });
    expect(read('error.attribute=VISIT%20evil.example', vouched)).toEqual({});
    expect(read('error.constructor=x&error.toString=y', vouched)).toEqual({});
  });
});
