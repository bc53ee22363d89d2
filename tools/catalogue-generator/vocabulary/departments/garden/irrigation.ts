import { attr, label, madeIn, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { item } from './shared';

export const gardenHose: ProductTypeSeed = {
  key: 'garden-hose',
  noun: t('Manguera de jardín', 'Mangueira de jardim'),
  qualifiers: [[t('reforzada', 'reforçada'), t('extensible', 'extensível')]],
  sizes: [same('15 m'), same('25 m'), same('30 m')],
  sizePriceFactors: [0.6, 0.9, 1],
  brands: ['riegomax'],
  ...item,
  priceUsd: [12, 45],
  attributes: [
    attr(label.diameter, ['1/2"', '5/8"', '3/4"']),
    attr(t('Capas', 'Camadas'), ['3', '4']),
    attr(label.includes, [t('Pistola y conectores', 'Esguicho e engates'), t('Conectores', 'Engates')]),
    attr(t('Protección UV', 'Proteção UV'), [yes]),
    madeIn('chile', 'brazil', 'mexico', 'china'),
  ],
  dimensionsCm: { depth: [30, 40], height: [10, 18], width: [30, 40] },
  weightKg: [1.5, 5],
};

export const hoseReel: ProductTypeSeed = {
  key: 'hose-reel',
  noun: t('Enrollador de manguera', 'Enrolador de mangueira'),
  qualifiers: [[t('con ruedas', 'com rodas'), t('de pared', 'de parede')]],
  brands: ['riegomax'],
  ...item,
  priceUsd: [20, 60],
  attributes: [
    attr(label.capacity, [
      t('30 m de manguera de 1/2"', '30 m de mangueira de 1/2"'),
      t('50 m de manguera de 1/2"', '50 m de mangueira de 1/2"'),
    ]),
    attr(label.material, [t('Plástico reforzado', 'Plástico reforçado'), t('Acero pintado', 'Aço pintado')]),
    attr(t('Manivela', 'Manivela'), [yes]),
  ],
  dimensionsCm: { depth: [30, 45], height: [40, 60], width: [30, 50] },
  weightKg: [2, 6],
};

export const sprinkler: ProductTypeSeed = {
  key: 'sprinkler',
  noun: t('Aspersor', 'Aspersor'),
  qualifiers: [[t('oscilante', 'oscilante'), t('giratorio', 'giratório'), t('de impacto', 'de impacto')]],
  brands: ['riegomax'],
  ...item,
  priceUsd: [5, 25],
  attributes: [
    attr(t('Cobertura', 'Cobertura'), ['50 m²', '120 m²', '250 m²']),
    attr(t('Base', 'Base'), [t('Trineo', 'Trenó'), t('Estaca', 'Estaca')]),
    attr(label.connection, [t('Enchufe rápido', 'Engate rápido')]),
    madeIn('china', 'brazil'),
  ],
  dimensionsCm: { depth: [10, 30], height: [10, 40], width: [10, 30] },
  weightKg: [0.2, 1],
};

export const irrigationTimer: ProductTypeSeed = {
  key: 'irrigation-timer',
  noun: t('Programador de riego', 'Temporizador de irrigação'),
  qualifiers: [[t('de 1 salida', 'de 1 saída'), t('de 2 salidas', 'de 2 saídas')]],
  brands: ['riegomax'],
  ...item,
  priceUsd: [25, 70],
  attributes: [
    attr(t('Alimentación', 'Alimentação'), [t('2 pilas AA', '2 pilhas AA')]),
    attr(t('Programas', 'Programas'), ['1', '4']),
    attr(t('Conexión a la llave', 'Conexão à torneira'), ['3/4"']),
    attr(label.protection, ['IPX5']),
  ],
  dimensionsCm: { depth: [8, 12], height: [15, 20], width: [10, 15] },
  weightKg: [0.3, 0.6],
};
