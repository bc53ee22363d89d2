import { attr, label, madeIn, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { glued, item, joint, pipe, pipeColour } from './shared';

export const sewerPipe: ProductTypeSeed = {
  key: 'sewer-pipe',
  noun: t('Tubo de PVC sanitario', 'Tubo de PVC para esgoto'),
  qualifiers: [],
  sizes: [same('40 mm x 3 m'), same('50 mm x 3 m'), same('110 mm x 3 m')],
  sizePriceFactors: [0.35, 0.45, 1],
  brands: ['tubosur'],
  ...pipe,
  priceUsd: [8, 16],
  attributes: [
    attr(joint, [glued, t('Con anillo de goma', 'Com anel de borracha')]),
    pipeColour,
    attr(label.use, [t('Desagüe y alcantarillado', 'Esgoto e águas pluviais')]),
  ],
  dimensionsCm: { depth: [4, 11.5], height: [4, 11.5], width: [300, 301] },
  weightKg: [1, 4.5],
};

export const pressurePipe: ProductTypeSeed = {
  key: 'pressure-pipe',
  noun: t('Tubo de PVC hidráulico', 'Tubo de PVC soldável para água fria'),
  qualifiers: [],
  sizes: [same('20 mm x 6 m'), same('25 mm x 6 m'), same('32 mm x 6 m')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['tubosur'],
  ...pipe,
  priceUsd: [5, 14],
  attributes: [
    attr(t('Presión nominal', 'Pressão nominal'), ['PN 10', 'PN 16']),
    attr(joint, [glued]),
    attr(label.use, [t('Agua fría', 'Água fria')]),
  ],
  dimensionsCm: { depth: [2, 3.2], height: [2, 3.2], width: [600, 601] },
  weightKg: [1, 2.5],
};

export const pprPipe: ProductTypeSeed = {
  key: 'ppr-pipe',
  noun: t('Tubo PPR termofusión', 'Tubo PPR termofusão'),
  qualifiers: [
    [t('PN 20 para agua caliente', 'PN 20 para água quente'), t('PN 10 para agua fría', 'PN 10 para água fria')],
  ],
  sizes: [same('20 mm x 4 m'), same('25 mm x 4 m'), same('32 mm x 4 m')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['tubosur'],
  ...pipe,
  priceUsd: [6, 16],
  attributes: [
    attr(joint, [t('Termofusión', 'Termofusão')]),
    attr(label.material, [t('Polipropileno copolímero random', 'Polipropileno copolímero random')]),
    attr(t('Color', 'Cor'), [t('Verde', 'Verde'), t('Blanco', 'Branco')]),
  ],
  dimensionsCm: { depth: [2, 3.2], height: [2, 3.2], width: [400, 401] },
  weightKg: [0.6, 2],
};

export const copperPipe: ProductTypeSeed = {
  key: 'copper-pipe',
  noun: t('Tubo de cobre', 'Tubo de cobre'),
  qualifiers: [[t('tipo L', 'classe A'), t('tipo M', 'classe E')]],
  sizes: [same('1/2" x 6 m'), same('3/4" x 6 m')],
  sizePriceFactors: [0.65, 1],
  brands: ['tubosur'],
  ...pipe,
  priceUsd: [25, 60],
  attributes: [
    attr(t('Temple', 'Têmpera'), [t('Rígido', 'Rígido')]),
    attr(label.use, [t('Agua fría, caliente y gas', 'Água fria, quente e gás')]),
    madeIn('chile', 'peru', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [1.5, 2.5], height: [1.5, 2.5], width: [600, 601] },
  weightKg: [1.8, 4],
};

export const pvcElbow: ProductTypeSeed = {
  key: 'pvc-elbow',
  noun: t('Codo de PVC', 'Joelho de PVC'),
  qualifiers: [
    [same('90°'), same('45°')],
    [t('sanitario', 'para esgoto'), t('hidráulico', 'soldável')],
  ],
  sizes: [same('20 mm'), same('40 mm'), same('110 mm')],
  sizePriceFactors: [0.3, 0.5, 1],
  brands: ['tubosur'],
  ...item,
  priceUsd: [0.5, 3],
  attributes: [attr(joint, [glued]), attr(label.material, [t('PVC', 'PVC')]), pipeColour],
  dimensionsCm: { depth: [3, 13], height: [3, 13], width: [3, 13] },
  weightKg: [0.01, 0.4],
};

export const pvcCement: ProductTypeSeed = {
  key: 'pvc-cement',
  noun: t('Adhesivo para PVC', 'Adesivo para PVC'),
  qualifiers: [[t('de secado normal', 'de secagem normal'), t('de secado rápido', 'de secagem rápida')]],
  sizes: [same('120 ml'), same('240 ml')],
  sizePriceFactors: [0.6, 1],
  brands: ['gasfix', 'tubosur'],
  ...item,
  priceUsd: [3, 8],
  attributes: [
    attr(t('Aplicador incluido', 'Aplicador incluso'), [yes]),
    attr(label.use, [t('Tubos y conexiones de PVC', 'Tubos e conexões de PVC')]),
    attr(t('Tiempo de curado', 'Tempo de cura'), ['2 h', '24 h']),
  ],
  dimensionsCm: { depth: [5, 7], height: [10, 14], width: [5, 7] },
  weightKg: [0.15, 0.3],
};
