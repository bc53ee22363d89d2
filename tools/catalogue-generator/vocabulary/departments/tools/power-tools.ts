import { attr, label, madeIn, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { mainsVoltage, powerTool } from './shared';

export const hammerDrill: ProductTypeSeed = {
  key: 'hammer-drill',
  noun: t('Taladro percutor', 'Furadeira de impacto'),
  qualifiers: [[same('650 W'), same('750 W'), same('850 W')]],
  sizes: [same('10 mm'), same('13 mm')],
  sizePriceFactors: [0.85, 1],
  brands: ['trabex', 'voltmak', 'kronner'],
  ...powerTool,
  priceUsd: [60, 120],
  attributes: [
    attr(label.speed, ['0-2800 rpm', '0-3000 rpm']),
    attr(t('Impactos por minuto', 'Impactos por minuto'), ['44800 ipm', '48000 ipm']),
    attr(t('Mandril', 'Mandril'), [t('Con llave', 'Com chave'), t('Sin llave', 'Sem chave')]),
    mainsVoltage,
    attr(label.cableLength, ['2 m', '2,5 m']),
    attr(label.includes, [
      t('Maletín, mango auxiliar y tope de profundidad', 'Maleta, empunhadura auxiliar e limitador de profundidade'),
    ]),
    madeIn('china'),
  ],
  topAttributes: 4,
  dimensionsCm: { depth: [8, 10], height: [22, 26], width: [28, 34] },
  weightKg: [1.8, 2.8],
};

export const cordlessDrill: ProductTypeSeed = {
  key: 'cordless-drill',
  noun: t('Taladro atornillador inalámbrico', 'Parafusadeira e furadeira sem fio'),
  qualifiers: [[same('12 V'), same('18 V'), same('20 V')]],
  sizes: [same('10 mm'), same('13 mm')],
  sizePriceFactors: [0.8, 1],
  brands: ['trabex', 'voltmak', 'kronner'],
  ...powerTool,
  priceUsd: [45, 160],
  attributes: [
    attr(label.battery, [
      t('Ion-litio 1,5 Ah', 'Íon-lítio 1,5 Ah'),
      t('Ion-litio 2 Ah', 'Íon-lítio 2 Ah'),
      t('Ion-litio 4 Ah', 'Íon-lítio 4 Ah'),
    ]),
    attr(t('Baterías incluidas', 'Baterias inclusas'), ['1', '2']),
    attr(t('Torque máximo', 'Torque máximo'), ['25 Nm', '45 Nm', '60 Nm']),
    attr(label.speed, ['0-400 / 0-1500 rpm']),
    attr(t('Cargador', 'Carregador'), [t('Incluido', 'Incluso')]),
    madeIn('china'),
  ],
  topAttributes: 4,
  dimensionsCm: { depth: [9, 12], height: [25, 30], width: [30, 36] },
  weightKg: [1.6, 3.2],
};

export const rotaryHammer: ProductTypeSeed = {
  key: 'rotary-hammer',
  noun: t('Rotomartillo', 'Martelete perfurador'),
  qualifiers: [[same('800 W'), same('1000 W'), same('1500 W')]],
  sizes: [same('SDS Plus'), same('SDS Max')],
  sizePriceFactors: [1, 1.8],
  brands: ['kronner', 'trabex'],
  ...powerTool,
  priceUsd: [95, 260],
  attributes: [
    attr(t('Energía de impacto', 'Energia de impacto'), ['2,7 J', '3,2 J', '5 J']),
    attr(t('Perforación en concreto', 'Perfuração em concreto'), ['26 mm', '32 mm']),
    attr(t('Funciones', 'Funções'), [t('Perforar, percutir y cincelar', 'Furar, furar com impacto e cinzelar')]),
    mainsVoltage,
    attr(label.includes, [t('Maletín y tres brocas', 'Maleta e três brocas')]),
    madeIn('china', 'germany'),
  ],
  dimensionsCm: { depth: [10, 13], height: [22, 28], width: [38, 48] },
  weightKg: [3, 6.5],
};

export const circularSaw: ProductTypeSeed = {
  key: 'circular-saw',
  noun: t('Sierra circular', 'Serra circular'),
  qualifiers: [[same('1200 W'), same('1400 W'), same('1800 W')]],
  sizes: [same('7 1/4"')],
  brands: ['trabex', 'kronner'],
  ...powerTool,
  priceUsd: [70, 150],
  attributes: [
    attr(t('Profundidad de corte a 90°', 'Profundidade de corte a 90°'), ['63 mm', '65 mm']),
    attr(t('Corte en bisel', 'Corte em bisel'), ['0-45°', '0-56°']),
    attr(label.speed, ['5000 rpm', '5500 rpm']),
    attr(label.includes, [t('Disco de 24 dientes y guía paralela', 'Disco de 24 dentes e guia paralela')]),
    mainsVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [24, 28], height: [24, 28], width: [34, 40] },
  weightKg: [3.5, 5.5],
};

export const jigsaw: ProductTypeSeed = {
  key: 'jigsaw',
  noun: t('Sierra caladora', 'Serra tico-tico'),
  qualifiers: [[same('450 W'), same('600 W'), same('800 W')]],
  brands: ['trabex', 'voltmak'],
  ...powerTool,
  priceUsd: [40, 110],
  attributes: [
    attr(t('Carrera', 'Curso'), ['18 mm', '20 mm', '22 mm']),
    attr(t('Movimiento pendular', 'Movimento pendular'), [
      t('3 posiciones', '3 posições'),
      t('4 posiciones', '4 posições'),
    ]),
    attr(t('Corte en madera', 'Corte em madeira'), ['65 mm', '80 mm']),
    attr(label.speed, ['500-3000 gpm']),
    mainsVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [8, 10], height: [20, 24], width: [25, 30] },
  weightKg: [1.8, 2.8],
};

export const miterSaw: ProductTypeSeed = {
  key: 'miter-saw',
  noun: t('Sierra ingleteadora', 'Serra de esquadria'),
  qualifiers: [
    [same('1500 W'), same('1800 W')],
    [t('telescópica', 'telescópica'), t('compacta', 'compacta')],
  ],
  sizes: [same('10"'), same('12"')],
  sizePriceFactors: [1, 1.4],
  brands: ['kronner', 'trabex'],
  ...powerTool,
  priceUsd: [150, 380],
  attributes: [
    attr(label.speed, ['4500 rpm', '5000 rpm']),
    attr(t('Inclinación', 'Inclinação'), ['0-45°']),
    attr(t('Giro de la mesa', 'Giro da mesa'), ['0-45°', '0-52°']),
    attr(label.includes, [t('Disco de 40 dientes y prensa', 'Disco de 40 dentes e grampo')]),
    mainsVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [45, 60], height: [40, 55], width: [55, 75] },
  weightKg: [11, 22],
  shipping: 'bulky',
};

export const angleGrinder: ProductTypeSeed = {
  key: 'angle-grinder',
  noun: t('Amoladora angular', 'Esmerilhadeira angular'),
  qualifiers: [[same('850 W'), same('1000 W')]],
  sizes: [same('4 1/2"'), same('5"')],
  sizePriceFactors: [1, 1.15],
  brands: ['trabex', 'voltmak', 'kronner'],
  ...powerTool,
  priceUsd: [35, 80],
  attributes: [
    attr(label.speed, ['11000 rpm', '12000 rpm']),
    attr(t('Rosca del eje', 'Rosca do eixo'), ['M14']),
    attr(t('Protector del disco', 'Proteção do disco'), [t('Ajustable sin herramientas', 'Ajustável sem ferramentas')]),
    attr(label.includes, [t('Disco de desbaste y llave', 'Disco de desbaste e chave')]),
    mainsVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [10, 13], height: [12, 15], width: [30, 36] },
  weightKg: [1.8, 2.6],
};

export const orbitalSander: ProductTypeSeed = {
  key: 'orbital-sander',
  noun: t('Lijadora orbital', 'Lixadeira orbital'),
  qualifiers: [
    [same('200 W'), same('300 W')],
    [t('de palma', 'de palma'), t('excéntrica', 'roto-orbital')],
  ],
  brands: ['voltmak', 'kronner'],
  ...powerTool,
  priceUsd: [35, 90],
  attributes: [
    attr(t('Órbitas por minuto', 'Órbitas por minuto'), ['12000 opm', '22000 opm']),
    attr(t('Recolector de polvo', 'Coletor de pó'), [yes]),
    attr(t('Fijación de la lija', 'Fixação da lixa'), [t('Autoadherente', 'Autoaderente'), t('Prensa', 'Grampo')]),
    mainsVoltage,
    madeIn('china'),
  ],
  dimensionsCm: { depth: [14, 16], height: [14, 18], width: [20, 26] },
  weightKg: [1.2, 2],
};
