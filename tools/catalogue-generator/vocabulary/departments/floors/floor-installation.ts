import { attr, label, madeIn, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { sack } from './shared';

export const tileAdhesive: ProductTypeSeed = {
  key: 'tile-adhesive',
  noun: t('Adhesivo cerámico', 'Argamassa colante'),
  qualifiers: [
    [t('para interior', 'para uso interno'), t('para porcelanato', 'para porcelanato'), t('flexible', 'flexível')],
  ],
  sizes: [same('20 kg'), same('25 kg')],
  sizePriceFactors: [0.85, 1],
  brands: ['adhesa'],
  saleUnit: 'SACO',
  priceUsd: [6, 18],
  attributes: [
    attr(t('Clasificación', 'Classificação'), ['C1', 'C2', 'C2TE']),
    attr(t('Tiempo abierto', 'Tempo em aberto'), ['15 min', '20 min', '30 min']),
    attr(t('Rendimiento por saco', 'Rendimento por saco'), ['4 a 5 m²']),
    attr(t('Tránsito peatonal', 'Liberação para pessoas'), ['24 h', '48 h']),
    madeIn('chile', 'brazil', 'peru', 'mexico'),
  ],
  dimensionsCm: sack,
  weightKg: [20, 25],
  shipping: 'bulky',
};

export const grout: ProductTypeSeed = {
  key: 'grout',
  noun: t('Fragüe', 'Rejunte'),
  qualifiers: [[t('cementicio', 'cimentício'), t('epóxico', 'epóxi')]],
  sizes: [same('1 kg'), same('5 kg')],
  sizePriceFactors: [1, 4],
  brands: ['adhesa'],
  saleUnit: 'UN',
  priceUsd: [2, 12],
  variants: 'COLOR',
  colors: ['white', 'bone-white', 'beige', 'grey', 'graphite', 'black'],
  attributes: [
    attr(t('Ancho de junta', 'Largura da junta'), ['1 a 3 mm', '2 a 5 mm']),
    attr(t('Antihongos', 'Antimofo'), [yes]),
    attr(label.use, [t('Pisos y muros', 'Pisos e paredes')]),
    madeIn('chile', 'brazil'),
  ],
  dimensionsCm: { depth: [6, 15], height: [15, 25], width: [10, 25] },
  weightKg: [1, 5.1],
  shipping: 'home',
};

export const floorUnderlay: ProductTypeSeed = {
  key: 'floor-underlay',
  noun: t('Base para piso flotante', 'Manta para piso laminado'),
  qualifiers: [[t('de polietileno', 'de polietileno'), t('con barrera de humedad', 'com barreira de umidade')]],
  sizes: [same('2 mm'), same('3 mm')],
  sizePriceFactors: [0.8, 1],
  brands: ['laminor', 'pisoflex'],
  saleUnit: 'ROLLO',
  priceUsd: [12, 30],
  attributes: [
    attr(t('Superficie por rollo', 'Área por rolo'), ['10 m²', '15 m²', '20 m²']),
    attr(t('Aislamiento acústico', 'Isolamento acústico'), ['18 dB', '20 dB']),
    attr(label.material, [t('Espuma de polietileno', 'Espuma de polietileno')]),
  ],
  dimensionsCm: { depth: [25, 35], height: [100, 110], width: [25, 35] },
  weightKg: [1, 3],
  shipping: 'home',
};

export const selfLeveler: ProductTypeSeed = {
  key: 'self-leveler',
  noun: t('Mortero autonivelante', 'Argamassa autonivelante'),
  qualifiers: [[t('para interior', 'para uso interno'), t('de secado rápido', 'de secagem rápida')]],
  sizes: [same('25 kg')],
  brands: ['adhesa'],
  saleUnit: 'SACO',
  priceUsd: [12, 24],
  attributes: [
    attr(t('Espesor de aplicación', 'Espessura de aplicação'), ['1 a 10 mm', '3 a 30 mm']),
    attr(t('Tránsito peatonal', 'Liberação para pessoas'), ['3 h', '24 h']),
    attr(t('Consumo', 'Consumo'), ['1,6 kg/m² por mm']),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: sack,
  weightKg: [25, 25.5],
  shipping: 'bulky',
};
