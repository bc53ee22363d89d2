import { attr, label, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { handTool } from './shared';

export const toolbox: ProductTypeSeed = {
  key: 'toolbox',
  noun: t('Caja de herramientas', 'Caixa de ferramentas'),
  qualifiers: [
    [t('plástica', 'plástica'), t('metálica', 'metálica')],
    [t('con bandeja', 'com bandeja'), t('con organizador', 'com organizador')],
  ],
  sizes: [same('16"'), same('19"'), same('22"')],
  sizePriceFactors: [0.7, 1, 1.3],
  brands: ['guardabox'],
  ...handTool,
  priceUsd: [8, 40],
  attributes: [
    attr(t('Cierre', 'Fecho'), [t('Metálico', 'Metálico'), t('Plástico', 'Plástico')]),
    attr(t('Carga máxima', 'Carga máxima'), ['10 kg', '15 kg', '20 kg']),
    attr(t('Portacandado', 'Porta-cadeado'), [yes, no]),
  ],
  dimensionsCm: { depth: [20, 26], height: [18, 25], width: [40, 56] },
  weightKg: [0.9, 3.5],
};

export const workbench: ProductTypeSeed = {
  key: 'workbench',
  noun: t('Banco de trabajo', 'Bancada de trabalho'),
  qualifiers: [[t('plegable', 'dobrável'), t('con cajones', 'com gavetas')]],
  brands: ['guardabox'],
  saleUnit: 'UN',
  priceUsd: [50, 220],
  attributes: [
    attr(t('Carga máxima', 'Carga máxima'), ['100 kg', '200 kg']),
    attr(t('Cubierta', 'Tampo'), [t('MDF', 'MDF'), t('Madera maciza', 'Madeira maciça')]),
    attr(label.dimensions, ['60 x 120 cm', '70 x 150 cm']),
    attr(t('Altura de trabajo', 'Altura de trabalho'), ['85 cm', '90 cm']),
  ],
  dimensionsCm: { depth: [15, 70], height: [15, 30], width: [80, 155] },
  weightKg: [10, 45],
  shipping: 'bulky',
  services: ['assembly'],
};
