/** Spanish: the cart page's editor (its stepper, undo, delivery options, the totals it adds and what it says when a change cannot reach the server). */
export const cartEditor = {
  'cartEditor.products': 'Productos',
  'cartEditor.pixDiscount': 'Descuento pagando con Pix',
  'cartEditor.networkError': 'No pudimos actualizar tu carro. Revisa tu conexión e inténtalo de nuevo.',
  'cartEditor.storeDistance': 'A {distance} km',
  'cartEditor.pickupFree': 'Retiro gratis',
  'cartEditor.decrease': 'Quitar una unidad de {name}',
  'cartEditor.increase': 'Agregar una unidad de {name}',
  'cartEditor.removed': 'Eliminaste {name}.',
  'cartEditor.undo': 'Deshacer',
  'cartEditor.undoOf': 'Deshacer la eliminación de {name}',
  'cartEditor.removeShort': 'Eliminar',
  'cartEditor.saveServices': 'Guardar servicios',
  'cartEditor.updatedTotal': 'Tu carro se actualizó. Total: {total}.',
  'cartEditor.moreStores': '{count, plural, one {Ver # tienda más} other {Ver # tiendas más}}',
} as const;
