import type { price as es } from '../es/price';

/** Portuguese: price messages (labels of the price lines, docs/messages.md). */
export const price: Record<keyof typeof es, string> = {
  'price.label.normal': 'Preço normal',
  'price.label.internet': 'Preço internet',
  'price.label.event': 'Preço evento',
  'price.label.ab': 'Preço oferta',
  'price.label.combo': 'Combo',
  'price.label.bundleTotal': 'Preço separado',
  'price.label.cmr': 'Preço CMR',
  'price.label.pro': 'Preço Pro',
  'price.label.employee': 'Preço colaborador',
  'price.label.perUnit': 'Preço por unidade de medida',
  'price.label.perSquareMetre': 'Preço por m²',
  'price.label.saving': 'Economia',
  'price.saving': 'Economize {amount}',
  'price.validUntil': 'Oferta válida até {day}',
  'price.discountPercent': '-{percent}%',
  'price.perUnit': '{price} por {unit}',
  'price.perSquareMetre': '{price} por m²',
  'price.pix': 'Preço Pro no Pix: {price}',
  'price.memberDiscount': 'Desconto exclusivo Círculo de Especialistas',
  'price.noPrice': 'Preço indisponível',
};
