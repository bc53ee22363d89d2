import { attr, label, madeIn, no, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { clothingSizes, item, pockets, reflectiveTape, shoeSizes, standard } from './shared';

export const workGloves: ProductTypeSeed = {
  key: 'work-gloves',
  noun: t('Guantes de trabajo', 'Luvas de trabalho'),
  qualifiers: [[t('de cuero', 'de vaqueta'), t('de nitrilo', 'nitrílicas'), t('anticorte', 'anticorte')]],
  brands: ['segurtex'],
  ...item,
  saleUnit: 'PAR',
  priceUsd: [3, 14],
  variants: 'SIZE',
  variantSizes: ['S', 'M', 'L', 'XL', 'XXL'],
  attributes: [
    attr(t('Norma', 'Norma'), ['EN 388']),
    attr(t('Nivel de protección mecánica', 'Nível de proteção mecânica'), ['4121', '4543']),
    attr(t('Puño', 'Punho'), [t('Elasticado', 'Elástico'), t('De seguridad', 'De segurança')]),
    madeIn('china', 'india', 'brazil'),
  ],
  dimensionsCm: { depth: [1, 3], height: [25, 30], width: [12, 15] },
  weightKg: [0.05, 0.2],
};

export const safetyShoes: ProductTypeSeed = {
  key: 'safety-shoes',
  noun: t('Zapato de seguridad', 'Botina de segurança'),
  qualifiers: [
    [t('con puntera de acero', 'com biqueira de aço'), t('con puntera de composite', 'com biqueira de composite')],
    [t('antideslizante', 'antiderrapante'), t('hidrófugo', 'hidrofugada')],
  ],
  brands: ['obrafort', 'segurtex'],
  ...item,
  saleUnit: 'PAR',
  priceUsd: [35, 90],
  variants: 'SIZE',
  variantSizes: shoeSizes,
  attributes: [
    attr(t('Capellada', 'Cabedal'), [t('Cuero flor', 'Couro'), t('Cuero nobuk', 'Couro nobuck')]),
    attr(t('Suela', 'Solado'), [
      t('Poliuretano bidensidad', 'Poliuretano bidensidade'),
      t('Caucho nitrilo', 'Borracha nitrílica'),
    ]),
    attr(t('Plantilla', 'Palmilha'), [t('Antiperforación', 'Antiperfuração'), t('Acolchada', 'Acolchoada')]),
    madeIn('brazil', 'china', 'india', 'peru'),
  ],
  dimensionsCm: { depth: [20, 24], height: [12, 16], width: [30, 35] },
  weightKg: [1.2, 2.2],
};

export const pvcBoots: ProductTypeSeed = {
  key: 'pvc-boots',
  noun: t('Bota de PVC', 'Bota de PVC'),
  qualifiers: [
    [t('caña alta', 'cano longo'), t('caña media', 'cano médio')],
    [t('con puntera de acero', 'com biqueira de aço'), t('sin puntera', 'sem biqueira')],
  ],
  brands: ['obrafort'],
  ...item,
  saleUnit: 'PAR',
  priceUsd: [12, 35],
  variants: 'COLOR_AND_SIZE',
  colors: ['black', 'white', 'yellow'],
  variantSizes: shoeSizes.slice(1, 10),
  attributes: [
    attr(label.material, [t('PVC con forro textil', 'PVC com forro têxtil')]),
    attr(t('Suela', 'Solado'), [t('Antideslizante', 'Antiderrapante')]),
    attr(t('Resistente a', 'Resistente a'), [t('Agua, aceites y químicos suaves', 'Água, óleos e químicos leves')]),
  ],
  dimensionsCm: { depth: [12, 15], height: [35, 45], width: [30, 34] },
  weightKg: [1.4, 2.4],
};

export const workPants: ProductTypeSeed = {
  key: 'work-pants',
  noun: t('Pantalón cargo de trabajo', 'Calça de trabalho'),
  qualifiers: [[t('de gabardina', 'de brim'), t('de mezclilla', 'de jeans')]],
  brands: ['obrafort'],
  ...item,
  priceUsd: [18, 40],
  variants: 'COLOR_AND_SIZE',
  colors: ['navy', 'grey', 'black', 'brown'],
  variantSizes: clothingSizes.slice(0, 7),
  attributes: [
    attr(t('Composición', 'Composição'), [
      t('65 % poliéster, 35 % algodón', '65% poliéster, 35% algodão'),
      t('100 % algodón', '100% algodão'),
    ]),
    attr(pockets, ['6', '8']),
    attr(reflectiveTape, [yes, no]),
    madeIn('chile', 'peru', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [3, 5], height: [35, 40], width: [25, 30] },
  weightKg: [0.5, 0.8],
};

export const workJacket: ProductTypeSeed = {
  key: 'work-jacket',
  noun: t('Chaqueta de trabajo', 'Jaqueta de trabalho'),
  qualifiers: [[t('impermeable', 'impermeável'), t('acolchada', 'acolchoada'), t('softshell', 'softshell')]],
  brands: ['segurtex', 'obrafort'],
  ...item,
  priceUsd: [30, 70],
  variants: 'COLOR_AND_SIZE',
  colors: ['navy', 'black', 'orange', 'graphite'],
  variantSizes: clothingSizes,
  attributes: [
    attr(t('Capucha', 'Capuz'), [t('Desmontable', 'Removível'), t('Fija', 'Fixo')]),
    attr(reflectiveTape, [yes]),
    attr(pockets, ['4', '6']),
    madeIn('china', 'vietnam', 'peru'),
  ],
  dimensionsCm: { depth: [4, 8], height: [35, 45], width: [30, 35] },
  weightKg: [0.6, 1.2],
};

export const hiVisVest: ProductTypeSeed = {
  key: 'hi-vis-vest',
  noun: t('Chaleco reflectante', 'Colete refletivo'),
  qualifiers: [[t('de malla', 'de tela telada'), t('con bolsillos', 'com bolsos')]],
  brands: ['segurtex'],
  ...item,
  priceUsd: [4, 12],
  variants: 'COLOR_AND_SIZE',
  colors: ['yellow', 'orange'],
  variantSizes: ['S', 'M', 'L', 'XL', 'XXL'],
  attributes: [
    attr(reflectiveTape, [
      t('2 horizontales', '2 horizontais'),
      t('2 horizontales y 2 verticales', '2 horizontais e 2 verticais'),
    ]),
    attr(t('Norma', 'Norma'), ['ISO 20471']),
    attr(label.material, [t('Poliéster', 'Poliéster')]),
  ],
  dimensionsCm: { depth: [1, 3], height: [25, 30], width: [20, 25] },
  weightKg: [0.1, 0.25],
};

export const safetyGlasses: ProductTypeSeed = {
  key: 'safety-glasses',
  noun: t('Lentes de seguridad', 'Óculos de segurança'),
  qualifiers: [
    [t('claros', 'incolores'), t('oscuros', 'escuros')],
    [t('antiempañantes', 'antiembaçantes'), standard],
  ],
  brands: ['segurtex'],
  ...item,
  priceUsd: [2, 9],
  attributes: [
    attr(t('Protección UV', 'Proteção UV'), [yes]),
    attr(t('Norma', 'Norma'), ['ANSI Z87.1', 'EN 166']),
    attr(t('Marco', 'Armação'), [t('Policarbonato', 'Policarbonato'), t('Nylon', 'Náilon')]),
  ],
  dimensionsCm: { depth: [5, 7], height: [5, 8], width: [15, 17] },
  weightKg: [0.03, 0.08],
};

export const earMuffs: ProductTypeSeed = {
  key: 'ear-muffs',
  noun: t('Protector auditivo tipo copa', 'Protetor auricular tipo concha'),
  qualifiers: [[t('con banda ajustable', 'com haste ajustável'), t('para casco', 'para capacete')]],
  brands: ['segurtex'],
  ...item,
  priceUsd: [6, 20],
  attributes: [
    attr(t('Reducción de ruido', 'Atenuação de ruído'), ['NRR 21 dB', 'NRR 25 dB', 'SNR 30 dB']),
    attr(t('Plegable', 'Dobrável'), [yes, no]),
    attr(t('Almohadillas reemplazables', 'Almofadas substituíveis'), [yes]),
  ],
  dimensionsCm: { depth: [8, 10], height: [18, 20], width: [14, 16] },
  weightKg: [0.2, 0.35],
};
