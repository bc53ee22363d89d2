import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item, maxFlow } from './shared';

export const peripheralPump: ProductTypeSeed = {
  key: 'peripheral-pump',
  noun: t('Bomba periférica', 'Bomba periférica'),
  qualifiers: [[same('0,5 HP'), same('1 HP')]],
  brands: ['aguaflux'],
  ...item,
  priceUsd: [50, 150],
  attributes: [
    attr(maxFlow, ['35 L/min', '40 L/min']),
    attr(t('Altura máxima', 'Altura manométrica máxima'), ['35 m', '45 m']),
    attr(label.voltage, ['127 V', '220 V']),
    attr(label.connection, ['1" x 1"']),
    madeIn('china', 'italy', 'brazil'),
  ],
  dimensionsCm: { depth: [15, 20], height: [18, 22], width: [25, 30] },
  weightKg: [5, 10],
  warranty: true,
};

export const submersiblePump: ProductTypeSeed = {
  key: 'submersible-pump',
  noun: t('Bomba sumergible', 'Bomba submersível'),
  qualifiers: [[t('para agua limpia', 'para água limpa'), t('para agua sucia', 'para água suja')]],
  sizes: [same('400 W'), same('750 W')],
  sizePriceFactors: [0.7, 1],
  brands: ['aguaflux'],
  ...item,
  priceUsd: [45, 180],
  attributes: [
    attr(maxFlow, ['7500 L/h', '12000 L/h']),
    attr(t('Interruptor de flotador', 'Boia automática'), [yes]),
    attr(label.cableLength, ['10 m']),
    madeIn('china', 'italy', 'brazil'),
  ],
  dimensionsCm: { depth: [18, 22], height: [30, 40], width: [18, 22] },
  weightKg: [4, 8],
  warranty: true,
};

export const waterTank: ProductTypeSeed = {
  key: 'water-tank',
  noun: t('Tanque de agua', "Caixa d'água"),
  qualifiers: [[t('tricapa', 'tricamada'), t('bicapa', 'bicamada')]],
  sizes: [same('500 L'), same('1000 L'), same('2500 L')],
  sizePriceFactors: [0.6, 1, 2.2],
  brands: ['aguaflux'],
  saleUnit: 'UN',
  priceUsd: [90, 160],
  attributes: [
    attr(label.material, [t('Polietileno', 'Polietileno')]),
    attr(t('Tapa', 'Tampa'), [t('Roscada', 'Rosqueável'), t('De encaje', 'De encaixe')]),
    attr(t('Protección UV', 'Proteção UV'), [yes]),
    attr(t('Accesorios incluidos', 'Acessórios inclusos'), [t('Flotador y conexiones', 'Boia e conexões'), no]),
  ],
  dimensionsCm: { depth: [70, 150], height: [70, 160], width: [70, 150] },
  weightKg: [12, 45],
  shipping: 'bulky',
};
