import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { templates } from '../../lib/messages';
import { loadDialogs } from './use-add-to-cart';
import { addToCartWordKeys } from './words';

describe('the add-to-cart modals chunk', () => {
  it('holds the three modals an add can open, and nothing else', async () => {
    const chunk = await loadDialogs();
    expect(Object.keys(chunk).sort()).toEqual(['AddedDialog', 'ErrorDialog', 'ServicesDialog']);
  });

  it.each([
    ['es', 'No pudimos agregar el producto', 'Reintentar'],
    ['pt', 'Não foi possível adicionar o produto', 'Tentar novamente'],
  ] as const)('its error modal says, in %s, what went wrong and offers to retry', async (lang, title, retry) => {
    const { ErrorDialog } = await loadDialogs();
    const html = renderToString(
      createElement(ErrorDialog, {
        words: templates(lang, addToCartWordKeys),
        message: 'No hay stock suficiente.',
        onRetry: () => {},
        onClose: () => {},
      }),
    );
    expect(html).toContain(title);
    expect(html).toContain('No hay stock suficiente.');
    expect(html).toContain(`>${retry}</button>`);
  });
});
