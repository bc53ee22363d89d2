import { attr, label, madeIn, no, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item, maxCurrent, ratedCurrent, wallBox } from './shared';

export const lightSwitch: ProductTypeSeed = {
  key: 'light-switch',
  noun: t('Interruptor', 'Interruptor'),
  qualifiers: [
    [t('simple', 'simples'), t('doble', 'duplo'), t('triple', 'triplo')],
    [t('de embutir', 'de embutir'), t('de sobreponer', 'de sobrepor')],
  ],
  brands: ['voltana'],
  ...item,
  priceUsd: [2, 8],
  variants: 'COLOR',
  colors: ['white', 'black', 'graphite'],
  attributes: [
    attr(ratedCurrent, ['10 A', '16 A']),
    attr(label.voltage, ['250 V']),
    attr(t('Placa incluida', 'Placa inclusa'), [yes, no]),
    madeIn('chile', 'brazil', 'mexico', 'china'),
  ],
  dimensionsCm: wallBox,
  weightKg: [0.05, 0.15],
};

export const dimmer: ProductTypeSeed = {
  key: 'dimmer',
  noun: t('Atenuador de luz', 'Dimmer'),
  qualifiers: [[t('rotativo', 'rotativo'), t('táctil', 'touch')]],
  brands: ['voltana'],
  ...item,
  priceUsd: [8, 22],
  variants: 'COLOR',
  colors: ['white', 'black'],
  attributes: [
    attr(t('Potencia máxima', 'Potência máxima'), ['300 W', '600 W']),
    attr(t('Compatible con LED', 'Compatível com LED'), [yes]),
    attr(label.voltage, ['127 V', '220 V']),
  ],
  dimensionsCm: wallBox,
  weightKg: [0.08, 0.2],
};

export const socket: ProductTypeSeed = {
  key: 'socket',
  noun: t('Tomacorriente', 'Tomada'),
  qualifiers: [
    [t('doble', 'dupla'), t('triple', 'tripla')],
    [t('con USB', 'com USB'), t('estándar', 'padrão')],
  ],
  brands: ['voltana', 'enchufex'],
  ...item,
  priceUsd: [3, 18],
  variants: 'COLOR',
  colors: ['white', 'black', 'graphite'],
  attributes: [
    attr(ratedCurrent, ['10 A', '20 A']),
    attr(t('Con conexión a tierra', 'Com aterramento'), [yes]),
    attr(t('Obturadores de seguridad', 'Obturadores de segurança'), [yes, no]),
    madeIn('chile', 'brazil', 'mexico', 'china'),
  ],
  dimensionsCm: wallBox,
  weightKg: [0.05, 0.2],
};

export const plugAdapter: ProductTypeSeed = {
  key: 'plug-adapter',
  noun: t('Adaptador de enchufe', 'Adaptador de tomada'),
  qualifiers: [[t('universal', 'universal'), t('de 2 a 3 patas', 'de 2 para 3 pinos')]],
  brands: ['enchufex'],
  ...item,
  priceUsd: [2, 8],
  attributes: [attr(maxCurrent, ['10 A']), attr(t('Con USB', 'Com USB'), [yes, no]), attr(label.voltage, ['250 V'])],
  dimensionsCm: { depth: [4, 6], height: [5, 8], width: [4, 6] },
  weightKg: [0.05, 0.1],
};
