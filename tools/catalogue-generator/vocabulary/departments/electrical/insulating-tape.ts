import { attr, label, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

/** Insulating tape: bought with nearly every cable. */
export const insulatingTape: ProductTypeSeed = {
  key: 'insulating-tape',
  noun: t('Cinta aislante', 'Fita isolante'),
  qualifiers: [[t('de PVC', 'de PVC'), t('de goma autofundente', 'autofusão')]],
  sizes: [same('19 mm x 10 m'), same('19 mm x 20 m')],
  sizePriceFactors: [0.6, 1],
  brands: ['conductel'],
  saleUnit: 'UN',
  priceUsd: [1, 6],
  attributes: [
    attr(label.voltage, ['600 V', '750 V']),
    attr(t('Color', 'Cor'), [t('Negro', 'Preto')]),
    attr(t('Temperatura máxima', 'Temperatura máxima'), ['80 °C', '90 °C']),
  ],
  dimensionsCm: { depth: [1.9, 2], height: [5, 6], width: [5, 6] },
  weightKg: [0.02, 0.08],
  shipping: 'home',
};
