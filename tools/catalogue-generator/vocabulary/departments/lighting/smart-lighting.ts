import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { e27, lamp, warm } from './shared';

export const smartBulb: ProductTypeSeed = {
  key: 'smart-bulb',
  noun: t('Bombilla LED inteligente Wi-Fi', 'Lâmpada LED inteligente Wi-Fi'),
  qualifiers: [
    [same('9 W'), same('12 W')],
    [t('RGB y blanco', 'RGB e branco'), t('blanco regulable', 'branco ajustável')],
  ],
  brands: ['nexalum'],
  ...lamp,
  priceUsd: [8, 20],
  attributes: [
    e27,
    attr(t('Compatible con', 'Compatível com'), [t('Asistentes de voz', 'Assistentes de voz')]),
    attr(t('Requiere hub', 'Requer hub'), [no]),
    attr(t('Conectividad', 'Conectividade'), ['Wi-Fi 2,4 GHz']),
    madeIn('china'),
  ],
  dimensionsCm: { depth: [6, 7], height: [11, 13], width: [6, 7] },
  weightKg: [0.05, 0.1],
};

export const ledStrip: ProductTypeSeed = {
  key: 'led-strip',
  noun: t('Tira LED', 'Fita LED'),
  qualifiers: [
    [t('RGB con control remoto', 'RGB com controle remoto'), warm, t('inteligente Wi-Fi', 'inteligente Wi-Fi')],
  ],
  sizes: [same('2 m'), same('5 m'), same('10 m')],
  sizePriceFactors: [0.5, 1, 1.7],
  brands: ['nexalum', 'lumenta'],
  ...lamp,
  priceUsd: [10, 40],
  attributes: [
    attr(t('LED por metro', 'LEDs por metro'), ['30', '60']),
    attr(label.protection, ['IP20', 'IP65']),
    attr(t('Autoadhesiva', 'Autoadesiva'), [yes]),
    attr(t('Fuente de poder incluida', 'Fonte inclusa'), [yes]),
    attr(label.voltage, ['12 V', '24 V']),
  ],
  dimensionsCm: { depth: [10, 15], height: [3, 5], width: [10, 15] },
  weightKg: [0.2, 0.6],
};
