import { attr, label, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item, maxCurrent, wifi } from './shared';

export const smartPlug: ProductTypeSeed = {
  key: 'smart-plug',
  noun: t('Enchufe inteligente Wi-Fi', 'Tomada inteligente Wi-Fi'),
  qualifiers: [[t('con medidor de consumo', 'com medidor de consumo'), t('estándar', 'padrão')]],
  brands: ['nexalum', 'enchufex'],
  ...item,
  priceUsd: [10, 25],
  attributes: [
    attr(maxCurrent, ['10 A', '16 A']),
    attr(t('Control por voz', 'Controle por voz'), [yes]),
    attr(t('Programación horaria', 'Programação de horários'), [yes]),
    wifi,
  ],
  dimensionsCm: { depth: [5, 7], height: [7, 10], width: [5, 7] },
  weightKg: [0.08, 0.15],
};

export const doorbell: ProductTypeSeed = {
  key: 'doorbell',
  noun: t('Timbre inalámbrico', 'Campainha sem fio'),
  qualifiers: [[t('a pilas', 'a pilha'), t('de enchufe', 'de tomada')]],
  brands: ['voltana'],
  ...item,
  priceUsd: [10, 35],
  attributes: [
    attr(t('Alcance', 'Alcance'), ['100 m', '150 m']),
    attr(t('Melodías', 'Melodias'), ['36', '52']),
    attr(label.protection, ['IP44']),
  ],
  dimensionsCm: { depth: [5, 8], height: [10, 15], width: [10, 15] },
  weightKg: [0.1, 0.3],
};

export const videoDoorbell: ProductTypeSeed = {
  key: 'video-doorbell',
  noun: t('Timbre con cámara Wi-Fi', 'Campainha com câmera Wi-Fi'),
  qualifiers: [[t('a batería', 'a bateria'), t('cableado', 'com fio')]],
  brands: ['nexalum'],
  ...item,
  priceUsd: [40, 120],
  attributes: [
    attr(t('Resolución', 'Resolução'), ['1080p', '2K']),
    attr(t('Visión nocturna', 'Visão noturna'), [yes]),
    attr(t('Audio bidireccional', 'Áudio bidirecional'), [yes]),
    attr(t('Detección de movimiento', 'Detecção de movimento'), [yes]),
    attr(label.protection, ['IP54', 'IP65']),
    wifi,
  ],
  dimensionsCm: { depth: [5, 7], height: [14, 18], width: [8, 12] },
  weightKg: [0.3, 0.6],
  warranty: true,
};
