/** Spanish: the cart page's editor (the totals it adds and what it says when a change cannot reach the server). */
export const cartEditor = {
  'cartEditor.products': 'Productos',
  'cartEditor.pixDiscount': 'Descuento pagando con Pix',
  'cartEditor.networkError': 'No pudimos actualizar tu carro. Revisa tu conexión e inténtalo de nuevo.',
} as const;
