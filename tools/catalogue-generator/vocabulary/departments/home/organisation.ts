import { palettes } from '../../colors';
import { attr, label, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item } from './shared';

export const storageBox: ProductTypeSeed = {
  key: 'storage-box',
  noun: t('Caja organizadora', 'Caixa organizadora'),
  qualifiers: [
    [t('con tapa', 'com tampa'), t('con ruedas', 'com rodinhas')],
    [t('transparente', 'transparente'), t('opaca', 'opaca')],
  ],
  sizes: [same('15 L'), same('30 L'), same('60 L')],
  sizePriceFactors: [0.5, 0.75, 1],
  brands: ['ordenix'],
  ...item,
  priceUsd: [6, 22],
  attributes: [
    attr(label.material, [t('Polipropileno', 'Polipropileno')]),
    attr(t('Apilable', 'Empilhável'), [yes]),
    attr(t('Cierre con seguros', 'Fechamento com travas'), [yes, no]),
  ],
  dimensionsCm: { depth: [30, 45], height: [15, 35], width: [40, 60] },
  weightKg: [0.5, 2],
};

export const metalShelf: ProductTypeSeed = {
  key: 'metal-shelf',
  noun: t('Estante metálico', 'Estante de aço'),
  qualifiers: [[t('de 4 repisas', 'com 4 prateleiras'), t('de 5 repisas', 'com 5 prateleiras')]],
  brands: ['ordenix', 'mueblix'],
  saleUnit: 'UN',
  priceUsd: [35, 110],
  attributes: [
    attr(t('Carga por repisa', 'Carga por prateleira'), ['50 kg', '100 kg', '175 kg']),
    attr(label.dimensions, ['180 x 90 x 40 cm', '150 x 75 x 30 cm']),
    attr(t('Repisas regulables', 'Prateleiras reguláveis'), [yes]),
    attr(label.installation, [
      t('Por encastre, sin tornillos', 'Por encaixe, sem parafusos'),
      t('Con pernos', 'Com parafusos'),
    ]),
  ],
  dimensionsCm: { depth: [30, 45], height: [8, 15], width: [90, 180] },
  weightKg: [10, 28],
  shipping: 'bulky',
  services: ['assembly'],
};

export const floatingShelf: ProductTypeSeed = {
  key: 'floating-shelf',
  noun: t('Repisa flotante', 'Prateleira flutuante'),
  qualifiers: [],
  sizes: [same('60 cm'), same('80 cm'), same('100 cm')],
  sizePriceFactors: [0.7, 0.85, 1],
  brands: ['mueblix', 'casaviva'],
  ...item,
  priceUsd: [8, 30],
  variants: 'COLOR',
  colors: ['white', 'black', 'oak', 'walnut'],
  attributes: [
    attr(t('Profundidad', 'Profundidade'), ['20 cm', '25 cm']),
    attr(t('Carga máxima', 'Carga máxima'), ['10 kg', '15 kg']),
    attr(t('Fijación oculta', 'Fixação invisível'), [yes]),
    attr(label.material, [t('MDF', 'MDF'), t('Melamina', 'MDP')]),
  ],
  dimensionsCm: { depth: [20, 25], height: [4, 6], width: [60, 100] },
  weightKg: [1.5, 4],
};

export const wardrobe: ProductTypeSeed = {
  key: 'wardrobe',
  noun: t('Clóset', 'Guarda-roupa'),
  qualifiers: [
    [t('de 2 puertas', 'de 2 portas'), t('de 3 puertas', 'de 3 portas')],
    [t('con cajones', 'com gavetas'), t('con espejo', 'com espelho')],
  ],
  brands: ['mueblix'],
  saleUnit: 'UN',
  priceUsd: [120, 380],
  variants: 'COLOR',
  colors: palettes.furniture,
  attributes: [
    attr(label.material, [t('Melamina de 15 mm', 'MDP de 15 mm')]),
    attr(t('Altura', 'Altura'), ['180 cm', '200 cm']),
    attr(t('Barra para colgar', 'Cabideiro'), [yes]),
    attr(t('Repisas interiores', 'Prateleiras internas'), ['3', '5']),
  ],
  dimensionsCm: { depth: [45, 60], height: [15, 30], width: [100, 200] },
  weightKg: [45, 95],
  shipping: 'bulky',
  services: ['assembly'],
};
