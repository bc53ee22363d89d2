import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

/** Batteries and torches: bought on the way to the till in every store. */

export const alkalineBatteries: ProductTypeSeed = {
  key: 'alkaline-batteries',
  noun: t('Pilas alcalinas', 'Pilhas alcalinas'),
  qualifiers: [[same('AA'), same('AAA')]],
  sizes: [t('pack de 4', 'cartela com 4'), t('pack de 12', 'cartela com 12')],
  sizePriceFactors: [0.4, 1],
  brands: ['lumenta', 'voltana'],
  saleUnit: 'PACK',
  priceUsd: [3, 12],
  attributes: [
    attr(label.voltage, ['1,5 V']),
    attr(label.lifetime, [t('10 años almacenadas', '10 anos armazenadas')]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [1.5, 2], height: [12, 18], width: [6, 12] },
  weightKg: [0.05, 0.3],
  shipping: 'home',
};

export const flashlight: ProductTypeSeed = {
  key: 'flashlight',
  noun: t('Linterna LED', 'Lanterna LED'),
  qualifiers: [[t('recargable USB', 'recarregável USB'), t('a pilas', 'a pilha')]],
  sizes: [same('300 lm'), same('1000 lm')],
  sizePriceFactors: [0.5, 1],
  brands: ['lumenta', 'focolux'],
  saleUnit: 'UN',
  priceUsd: [8, 35],
  attributes: [
    attr(label.protection, ['IPX4', 'IP65']),
    attr(t('Autonomía', 'Autonomia'), ['4 h', '8 h']),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [4, 6], height: [14, 22], width: [4, 6] },
  weightKg: [0.1, 0.4],
  shipping: 'home',
};
