import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { board } from './shared';

export const roofSheet: ProductTypeSeed = {
  key: 'roof-sheet',
  noun: t('Plancha ondulada', 'Telha ondulada'),
  qualifiers: [
    [
      t('de acero galvanizado', 'de aço galvanizado'),
      t('de fibrocemento', 'de fibrocimento'),
      t('de policarbonato', 'de policarbonato'),
    ],
  ],
  sizes: [same('2 m'), same('3 m'), same('3,66 m')],
  sizePriceFactors: [0.6, 0.85, 1],
  brands: ['tejaval', 'aceroval'],
  ...board,
  priceUsd: [10, 30],
  attributes: [
    attr(t('Ancho útil', 'Largura útil'), ['80 cm', '85 cm', '100 cm']),
    attr(t('Pendiente mínima', 'Inclinação mínima'), ['10 %', '15 %']),
    attr(label.use, [t('Techos, cobertizos y galpones', 'Telhados, coberturas e galpões')]),
    madeIn('chile', 'brazil', 'peru', 'mexico'),
  ],
  dimensionsCm: { depth: [0.5, 5], height: [85, 110], width: [200, 366] },
  weightKg: [4, 30],
};

export const roofingFelt: ProductTypeSeed = {
  key: 'roofing-felt',
  noun: t('Membrana asfáltica', 'Manta asfáltica'),
  qualifiers: [[t('aluminizada', 'aluminizada'), t('estándar', 'padrão')]],
  sizes: [same('10 m²'), same('20 m²')],
  sizePriceFactors: [0.55, 1],
  brands: ['tejaval'],
  saleUnit: 'ROLLO',
  priceUsd: [25, 60],
  attributes: [
    attr(label.thickness, ['3 mm', '4 mm']),
    attr(label.installation, [t('Con soplete', 'Com maçarico'), t('Autoadhesiva', 'Autoadesiva')]),
    attr(label.use, [t('Impermeabilización de techos y losas', 'Impermeabilização de telhados e lajes')]),
    madeIn('chile', 'brazil', 'argentina'),
  ],
  dimensionsCm: { depth: [25, 30], height: [100, 101], width: [25, 30] },
  weightKg: [12, 40],
  shipping: 'bulky',
};

export const glassWool: ProductTypeSeed = {
  key: 'glass-wool',
  noun: t('Lana de vidrio', 'Lã de vidro'),
  qualifiers: [[t('con papel kraft', 'com papel kraft'), t('con foil de aluminio', 'com face aluminizada')]],
  sizes: [same('50 mm'), same('100 mm')],
  sizePriceFactors: [0.6, 1],
  brands: ['aislaco'],
  saleUnit: 'ROLLO',
  priceUsd: [20, 55],
  attributes: [
    attr(t('Superficie por rollo', 'Área por rolo'), ['9 m²', '12 m²', '15 m²']),
    attr(t('Conductividad térmica', 'Condutividade térmica'), ['0,040 W/mK', '0,044 W/mK']),
    attr(label.use, [t('Techos y tabiques', 'Forros e paredes')]),
    madeIn('chile', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [40, 60], height: [120, 125], width: [40, 60] },
  weightKg: [5, 12],
  shipping: 'bulky',
};

export const epsPanel: ProductTypeSeed = {
  key: 'eps-panel',
  noun: t('Plancha de poliestireno expandido', 'Placa de EPS'),
  qualifiers: [[t('de alta densidad', 'de alta densidade'), t('estándar', 'padrão')]],
  sizes: [same('10 mm'), same('20 mm'), same('50 mm')],
  sizePriceFactors: [0.3, 0.5, 1],
  brands: ['aislaco'],
  saleUnit: 'PLANCHA',
  priceUsd: [3, 8],
  attributes: [
    attr(label.dimensions, ['50 x 100 cm', '100 x 100 cm']),
    attr(t('Densidad', 'Densidade'), ['10 kg/m³', '15 kg/m³', '20 kg/m³']),
    attr(t('Autoextinguible', 'Autoextinguível'), [yes, no]),
  ],
  dimensionsCm: { depth: [1, 5], height: [50, 100], width: [100, 100] },
  weightKg: [0.1, 1],
  shipping: 'home',
};
