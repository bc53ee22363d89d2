import { attr, label, madeIn, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { dinRail, item } from './shared';

export const breaker: ProductTypeSeed = {
  key: 'breaker',
  noun: t('Interruptor termomagnético', 'Disjuntor'),
  qualifiers: [[t('de 1 polo', 'unipolar'), t('de 2 polos', 'bipolar')]],
  sizes: [same('10 A'), same('16 A'), same('20 A'), same('32 A')],
  sizePriceFactors: [1, 1, 1.05, 1.15],
  brands: ['protectra'],
  ...item,
  priceUsd: [4, 18],
  attributes: [
    attr(t('Curva de disparo', 'Curva de disparo'), [t('Curva B', 'Curva B'), t('Curva C', 'Curva C')]),
    attr(t('Capacidad de ruptura', 'Capacidade de interrupção'), ['3 kA', '6 kA']),
    dinRail,
    madeIn('china', 'brazil', 'mexico'),
  ],
  dimensionsCm: { depth: [7, 8], height: [8, 10], width: [2, 4] },
  weightKg: [0.1, 0.25],
};

export const rcd: ProductTypeSeed = {
  key: 'rcd',
  noun: t('Interruptor diferencial', 'Interruptor diferencial residual'),
  qualifiers: [[t('de 2 polos', 'bipolar'), t('de 4 polos', 'tetrapolar')]],
  sizes: [same('25 A'), same('40 A')],
  sizePriceFactors: [0.85, 1],
  brands: ['protectra'],
  ...item,
  priceUsd: [25, 70],
  attributes: [
    attr(t('Sensibilidad', 'Sensibilidade'), ['30 mA']),
    attr(label.type, ['AC', 'A']),
    dinRail,
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [7, 8], height: [8, 10], width: [4, 8] },
  weightKg: [0.2, 0.4],
};

export const distributionBoard: ProductTypeSeed = {
  key: 'distribution-board',
  noun: t('Tablero eléctrico', 'Quadro de distribuição'),
  qualifiers: [[t('embutido', 'de embutir'), t('sobrepuesto', 'de sobrepor')]],
  sizes: [t('4 circuitos', '4 disjuntores'), t('8 circuitos', '8 disjuntores'), t('12 circuitos', '12 disjuntores')],
  sizePriceFactors: [0.5, 0.8, 1],
  brands: ['protectra'],
  ...item,
  priceUsd: [12, 45],
  attributes: [
    attr(label.material, [t('Plástico autoextinguible', 'Plástico antichama'), t('Metálico', 'Metálico')]),
    attr(label.protection, ['IP40', 'IP65']),
    attr(t('Puerta', 'Porta'), [t('Transparente', 'Transparente'), t('Opaca', 'Opaca')]),
    attr(t('Barras de neutro y tierra', 'Barramentos de neutro e terra'), [yes]),
  ],
  dimensionsCm: { depth: [8, 12], height: [20, 35], width: [15, 30] },
  weightKg: [0.5, 2.5],
};
