import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { handTool } from './shared';

export const drillBitSet: ProductTypeSeed = {
  key: 'drill-bit-set',
  noun: t('Juego de brocas', 'Jogo de brocas'),
  qualifiers: [
    [t('para concreto', 'para concreto'), t('para metal', 'para metal'), t('multiuso', 'multiuso')],
    [t('5 piezas', '5 peças'), t('10 piezas', '10 peças'), t('15 piezas', '15 peças')],
  ],
  brands: ['dexta'],
  ...handTool,
  saleUnit: 'JGO',
  priceUsd: [5, 28],
  attributes: [
    attr(t('Diámetros', 'Diâmetros'), ['3 a 10 mm', '4 a 12 mm']),
    attr(label.material, [t('Acero rápido HSS', 'Aço rápido HSS'), t('Punta de carburo', 'Ponta de metal duro')]),
    attr(t('Encastre', 'Encaixe'), [t('Cilíndrico', 'Cilíndrico'), t('Hexagonal', 'Sextavado')]),
    madeIn('china', 'germany'),
  ],
  dimensionsCm: { depth: [2, 3], height: [12, 20], width: [8, 15] },
  weightKg: [0.1, 0.6],
};

export const cuttingDisc: ProductTypeSeed = {
  key: 'cutting-disc',
  noun: t('Disco de corte', 'Disco de corte'),
  qualifiers: [
    [
      t('para metal', 'para metal'),
      t('para acero inoxidable', 'para inox'),
      t('diamantado para cerámica', 'diamantado para cerâmica'),
    ],
  ],
  sizes: [same('4 1/2"'), same('7"'), same('9"')],
  sizePriceFactors: [1, 1.6, 2.2],
  brands: ['dexta'],
  ...handTool,
  priceUsd: [1.5, 12],
  attributes: [
    attr(label.thickness, ['1 mm', '1,6 mm', '2 mm']),
    attr(t('Velocidad máxima', 'Velocidade máxima'), ['8500 rpm', '13300 rpm']),
    attr(t('Orificio central', 'Furo central'), ['22,2 mm']),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [11, 23], height: [0.2, 1], width: [11, 23] },
  weightKg: [0.03, 0.4],
};
