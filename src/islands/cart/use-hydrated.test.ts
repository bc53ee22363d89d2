import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Quantity() {
  // as the cart's quantity field: the browser checks the bounds until the island takes over
  return createElement('input', { name: 'quantity', min: useHydrated() ? undefined : 1 });
}

it('the server draws the form as it works without JavaScript, the browser’s own checks on', () => {
  expect(renderToString(createElement(Quantity))).toContain('min="1"');
});
