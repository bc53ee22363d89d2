import { attr, label, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';

export const paintRoller: ProductTypeSeed = {
  key: 'paint-roller',
  noun: t('Rodillo', 'Rolo'),
  qualifiers: [[t('de lana', 'de lã'), t('de espuma', 'de espuma'), t('antigota', 'antirrespingo')]],
  sizes: [same('9 cm'), same('18 cm'), same('23 cm')],
  sizePriceFactors: [0.5, 0.85, 1],
  brands: ['pincelar'],
  saleUnit: 'UN',
  priceUsd: [4, 14],
  attributes: [
    attr(t('Altura del pelo', 'Altura do pelo'), ['6 mm', '12 mm', '22 mm']),
    attr(t('Mango', 'Cabo'), [t('Plástico', 'Plástico'), t('Madera', 'Madeira')]),
    attr(label.use, [t('Superficies lisas', 'Superfícies lisas'), t('Superficies rugosas', 'Superfícies rugosas')]),
    attr(t('Pinturas recomendadas', 'Tintas recomendadas'), [t('Látex y acrílicas', 'Látex e acrílicas')]),
  ],
  dimensionsCm: { depth: [5, 7], height: [25, 32], width: [10, 25] },
  weightKg: [0.1, 0.35],
  shipping: 'home',
};

export const paintBrush: ProductTypeSeed = {
  key: 'paint-brush',
  noun: t('Brocha', 'Trincha'),
  qualifiers: [[t('de cerda natural', 'de cerdas naturais'), t('de cerda sintética', 'de cerdas sintéticas')]],
  sizes: [same('1"'), same('2"'), same('3"'), same('4"')],
  sizePriceFactors: [0.4, 0.6, 0.8, 1],
  brands: ['pincelar'],
  saleUnit: 'UN',
  priceUsd: [2, 9],
  attributes: [
    attr(t('Mango', 'Cabo'), [t('Madera', 'Madeira'), t('Plástico', 'Plástico')]),
    attr(t('Largo de la cerda', 'Comprimento das cerdas'), ['44 mm', '51 mm', '57 mm']),
    attr(t('Pinturas recomendadas', 'Tintas recomendadas'), [
      t('Esmaltes y barnices', 'Esmaltes e vernizes'),
      t('Todo tipo de pintura', 'Todos os tipos de tinta'),
    ]),
  ],
  dimensionsCm: { depth: [1.5, 2.5], height: [20, 28], width: [3, 11] },
  weightKg: [0.03, 0.15],
  shipping: 'home',
};

export const paintingKit: ProductTypeSeed = {
  key: 'painting-kit',
  noun: t('Kit de pintura', 'Kit para pintura'),
  qualifiers: [[t('5 piezas', '5 peças'), t('7 piezas', '7 peças')]],
  brands: ['pincelar'],
  saleUnit: 'JGO',
  priceUsd: [10, 22],
  attributes: [
    attr(label.includes, [
      t('Rodillo, bandeja y brocha', 'Rolo, bandeja e trincha'),
      t('Rodillo, bandeja, dos brochas y extensor', 'Rolo, bandeja, duas trinchas e extensor'),
    ]),
    attr(t('Ancho del rodillo', 'Largura do rolo'), ['18 cm', '23 cm']),
    attr(label.use, [t('Muros y cielos', 'Paredes e tetos')]),
  ],
  dimensionsCm: { depth: [8, 12], height: [35, 40], width: [25, 30] },
  weightKg: [0.5, 1.1],
  shipping: 'home',
};

export const maskingTape: ProductTypeSeed = {
  key: 'masking-tape',
  noun: t('Cinta de enmascarar', 'Fita crepe'),
  qualifiers: [[t('de uso general', 'de uso geral'), t('de baja adherencia', 'de baixa aderência')]],
  sizes: [same('18 mm x 40 m'), same('24 mm x 40 m'), same('48 mm x 40 m')],
  sizePriceFactors: [0.6, 0.8, 1],
  brands: ['pincelar'],
  saleUnit: 'UN',
  priceUsd: [2, 6],
  attributes: [
    attr(t('Resistencia a la temperatura', 'Resistência à temperatura'), ['60 °C', '80 °C']),
    attr(t('Retiro sin residuos', 'Remoção sem resíduos'), [
      t('Hasta 7 días', 'Até 7 dias'),
      t('Hasta 14 días', 'Até 14 dias'),
    ]),
    attr(label.use, [t('Interior', 'Interno'), t('Interior y exterior', 'Interno e externo')]),
  ],
  dimensionsCm: { depth: [5, 5], height: [2, 5], width: [10, 10] },
  weightKg: [0.08, 0.25],
  shipping: 'home',
};

export const dropCloth: ProductTypeSeed = {
  key: 'drop-cloth',
  noun: t('Cobertor plástico', 'Lona plástica'),
  qualifiers: [[t('liviano', 'leve'), t('reforzado', 'reforçada')]],
  sizes: [same('3 x 4 m'), same('4 x 5 m')],
  sizePriceFactors: [0.7, 1],
  brands: ['pincelar'],
  saleUnit: 'UN',
  priceUsd: [2, 8],
  attributes: [
    attr(label.material, [t('Polietileno', 'Polietileno')]),
    attr(label.thickness, [t('20 micras', '20 mícrons'), t('50 micras', '50 mícrons')]),
    attr(label.use, [t('Protección de pisos y muebles', 'Proteção de pisos e móveis')]),
  ],
  dimensionsCm: { depth: [2, 4], height: [20, 25], width: [15, 20] },
  weightKg: [0.2, 0.9],
  shipping: 'home',
};
