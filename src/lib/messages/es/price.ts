/** Spanish: price messages (labels of the price lines, spec §4, §6, §9). */
export const price = {
  'price.label.normal': 'Precio normal',
  'price.label.internet': 'Precio Internet',
  'price.label.event': 'Precio evento',
  'price.label.ab': 'Precio oferta',
  'price.label.combo': 'Combo',
  'price.label.bundleTotal': 'Precio por separado',
  'price.label.cmr': 'Precio CMR',
  'price.label.pro': 'Precio Pro',
  'price.label.employee': 'Precio colaborador',
  'price.saving': 'Ahorra {amount}',
  'price.discountPercent': '-{percent}%',
  'price.perUnit': '{price} x {unit}',
  'price.perSquareMetre': '{price} x m²',
  'price.pix': '{price} con Pix',
  'price.memberDiscount': 'Descuento exclusivo Círculo de Especialistas',
  'price.noPrice': 'Precio no disponible',
} as const;
