import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item, maxPressure } from './shared';

export const ballValve: ProductTypeSeed = {
  key: 'ball-valve',
  noun: t('Llave de paso', 'Registro de esfera'),
  qualifiers: [
    [t('de bronce', 'de latão'), t('de PVC', 'de PVC')],
    [t('con manilla', 'com alavanca'), t('con mariposa', 'com borboleta')],
  ],
  sizes: [same('1/2"'), same('3/4"'), same('1"')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['valvutec'],
  ...item,
  priceUsd: [4, 18],
  attributes: [
    attr(maxPressure, ['10 bar', '16 bar']),
    attr(label.connection, [t('Rosca', 'Rosca'), t('Para soldar', 'Para soldar')]),
    attr(label.use, [t('Agua fría y caliente', 'Água fria e quente')]),
    madeIn('chile', 'brazil', 'china', 'italy'),
  ],
  dimensionsCm: { depth: [4, 8], height: [4, 8], width: [6, 12] },
  weightKg: [0.1, 0.6],
};

export const flexibleHose: ProductTypeSeed = {
  key: 'flexible-hose',
  noun: t('Flexible de agua', 'Engate flexível'),
  qualifiers: [[t('de malla de acero inoxidable', 'de malha de aço inox'), t('de PVC', 'de PVC')]],
  sizes: [same('30 cm'), same('40 cm'), same('60 cm')],
  sizePriceFactors: [0.8, 0.9, 1],
  brands: ['valvutec', 'gasfix'],
  ...item,
  priceUsd: [2, 7],
  attributes: [
    attr(label.connection, ['1/2" x 1/2"', '1/2" x 7/8"']),
    attr(maxPressure, ['10 bar']),
    attr(label.use, [t('Grifería e inodoros', 'Torneiras e vasos sanitários')]),
  ],
  dimensionsCm: { depth: [2, 3], height: [2, 3], width: [30, 61] },
  weightKg: [0.05, 0.15],
};

export const flushMechanism: ProductTypeSeed = {
  key: 'flush-mechanism',
  noun: t('Mecanismo de descarga para inodoro', 'Mecanismo de descarga para caixa acoplada'),
  qualifiers: [[t('de doble descarga', 'de duplo acionamento'), t('de descarga simple', 'de acionamento simples')]],
  brands: ['valvutec', 'gasfix'],
  ...item,
  priceUsd: [10, 30],
  attributes: [
    attr(t('Válvula de llenado incluida', 'Válvula de entrada inclusa'), [yes, no]),
    attr(t('Altura regulable', 'Altura regulável'), [yes]),
    attr(label.material, [t('Plástico ABS', 'Plástico ABS')]),
    attr(t('Compatibilidad', 'Compatibilidade'), [t('Universal', 'Universal')]),
  ],
  dimensionsCm: { depth: [8, 10], height: [30, 40], width: [10, 15] },
  weightKg: [0.3, 0.7],
};
