import { attr, label, madeIn, same, t } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { hangerIncluded, item } from './shared';

export const wallMirror: ProductTypeSeed = {
  key: 'wall-mirror',
  noun: t('Espejo decorativo', 'Espelho decorativo'),
  qualifiers: [
    [t('redondo', 'redondo'), t('rectangular', 'retangular'), t('orgánico', 'orgânico')],
    [t('con marco metálico', 'com moldura metálica'), t('con marco de madera', 'com moldura de madeira')],
  ],
  brands: ['casaviva'],
  ...item,
  priceUsd: [25, 140],
  attributes: [
    attr(label.thickness, ['4 mm', '5 mm']),
    attr(label.installation, [t('Colgado en el muro', 'Fixado na parede'), t('Apoyado en el piso', 'Apoiado no chão')]),
    hangerIncluded,
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [4, 8], height: [50, 100], width: [50, 80] },
  weightKg: [3, 12],
};

export const wallArt: ProductTypeSeed = {
  key: 'wall-art',
  noun: t('Cuadro decorativo', 'Quadro decorativo'),
  qualifiers: [[t('abstracto', 'abstrato'), t('botánico', 'botânico'), t('fotográfico', 'fotográfico')]],
  sizes: [same('40 x 60 cm'), same('60 x 90 cm')],
  sizePriceFactors: [0.6, 1],
  brands: ['casaviva'],
  ...item,
  priceUsd: [15, 70],
  attributes: [
    attr(t('Impresión', 'Impressão'), [
      t('Sobre tela', 'Em tela canvas'),
      t('Sobre papel, con vidrio', 'Em papel, com vidro'),
    ]),
    attr(t('Marco', 'Moldura'), [
      t('Negro', 'Preta'),
      t('Madera natural', 'Madeira natural'),
      t('Sin marco', 'Sem moldura'),
    ]),
    hangerIncluded,
  ],
  dimensionsCm: { depth: [3, 5], height: [40, 60], width: [60, 90] },
  weightKg: [1, 4],
};

export const wallClock: ProductTypeSeed = {
  key: 'wall-clock',
  noun: t('Reloj de pared', 'Relógio de parede'),
  qualifiers: [[t('silencioso', 'silencioso'), t('estilo nórdico', 'estilo nórdico')]],
  sizes: [same('30 cm'), same('40 cm')],
  sizePriceFactors: [0.8, 1],
  brands: ['casaviva'],
  ...item,
  priceUsd: [10, 45],
  variants: 'COLOR',
  colors: ['black', 'white', 'gold', 'oak'],
  attributes: [
    attr(t('Mecanismo', 'Mecanismo'), [t('Cuarzo de barrido continuo', 'Quartzo de varredura contínua')]),
    attr(t('Alimentación', 'Alimentação'), [t('1 pila AA', '1 pilha AA')]),
    attr(label.material, [t('Metal', 'Metal'), t('MDF', 'MDF')]),
  ],
  dimensionsCm: { depth: [5, 7], height: [31, 42], width: [31, 42] },
  weightKg: [0.4, 1.2],
};
