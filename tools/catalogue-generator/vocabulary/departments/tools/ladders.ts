import { attr, label, madeIn, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

/** Ladders: a staple of every home and every trade. */

const load = t('Carga máxima', 'Carga máxima');

export const stepLadder: ProductTypeSeed = {
  key: 'step-ladder',
  noun: t('Escalera tijera', 'Escada tesoura'),
  qualifiers: [[t('de aluminio', 'de alumínio'), t('de fibra de vidrio', 'de fibra de vidro')]],
  sizes: [t('3 peldaños', '3 degraus'), t('5 peldaños', '5 degraus'), t('7 peldaños', '7 degraus')],
  sizePriceFactors: [0.5, 0.75, 1],
  brands: ['obrafort', 'forjax'],
  saleUnit: 'UN',
  priceUsd: [40, 140],
  attributes: [
    attr(load, ['120 kg', '150 kg']),
    attr(label.use, [t('Doméstico', 'Doméstico'), t('Profesional', 'Profissional')]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [8, 14], height: [90, 210], width: [45, 60] },
  weightKg: [3, 12],
  shipping: 'bulky',
};

export const extensionLadder: ProductTypeSeed = {
  key: 'extension-ladder',
  noun: t('Escalera telescópica', 'Escada extensível'),
  qualifiers: [[t('de aluminio', 'de alumínio'), t('multipropósito', 'multifuncional')]],
  sizes: [t('2 tramos de 8 peldaños', '2 lances de 8 degraus'), t('2 tramos de 12 peldaños', '2 lances de 12 degraus')],
  sizePriceFactors: [0.7, 1],
  brands: ['obrafort', 'forjax'],
  saleUnit: 'UN',
  priceUsd: [90, 260],
  attributes: [
    attr(load, ['120 kg', '150 kg']),
    attr(label.material, [t('Aluminio', 'Alumínio')]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [10, 18], height: [240, 360], width: [40, 50] },
  weightKg: [8, 16],
  shipping: 'bulky',
};
