import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { planks } from './shared';

export const laminateFloor: ProductTypeSeed = {
  key: 'laminate-floor',
  noun: t('Piso laminado flotante', 'Piso laminado'),
  qualifiers: [
    [
      t('roble natural', 'carvalho natural'),
      t('roble gris', 'carvalho cinza'),
      t('nogal', 'nogueira'),
      t('haya', 'faia'),
    ],
  ],
  sizes: [same('7 mm'), same('8 mm'), same('12 mm')],
  sizePriceFactors: [0.85, 1, 1.4],
  brands: ['laminor'],
  ...planks,
  priceUsd: [9, 25],
  attributes: [
    attr(t('Clase de uso', 'Classe de uso'), ['AC3', 'AC4', 'AC5']),
    attr(label.installation, [t('Sistema click, sin pegamento', 'Sistema de encaixe, sem cola')]),
    attr(t('Resistencia a la humedad', 'Resistência à umidade'), [t('Estándar', 'Padrão'), t('Alta', 'Alta')]),
    attr(t('Medida de la tabla', 'Medida da régua'), ['19,3 x 129 cm', '19,5 x 138 cm']),
    madeIn('germany', 'brazil', 'turkey', 'china'),
  ],
  dimensionsCm: { depth: [129, 139], height: [6, 11], width: [20, 21] },
  weightKg: [14, 24],
  m2PerBox: [1.8, 2.6],
};

export const vinylPlank: ProductTypeSeed = {
  key: 'vinyl-plank',
  noun: t('Piso vinílico', 'Piso vinílico'),
  qualifiers: [
    [t('click', 'click'), t('autoadhesivo', 'autoadesivo'), t('para pegar', 'para colar')],
    [t('roble claro', 'carvalho claro'), t('gris ceniza', 'cinza'), t('nogal', 'nogueira')],
  ],
  sizes: [same('2 mm'), same('4 mm'), same('5 mm')],
  sizePriceFactors: [0.6, 1, 1.2],
  brands: ['pisoflex'],
  ...planks,
  priceUsd: [10, 28],
  attributes: [
    attr(t('Capa de uso', 'Camada de uso'), ['0,3 mm', '0,5 mm']),
    attr(t('Resistente al agua', 'Resistente à água'), [yes]),
    attr(label.traffic, [t('Residencial', 'Residencial'), t('Comercial', 'Comercial')]),
    madeIn('china', 'vietnam', 'brazil'),
  ],
  dimensionsCm: { depth: [122, 152], height: [4, 8], width: [18, 23] },
  weightKg: [10, 22],
  m2PerBox: [2, 3.3],
};

export const skirtingBoard: ProductTypeSeed = {
  key: 'skirting-board',
  noun: t('Guardapolvo', 'Rodapé'),
  qualifiers: [
    [t('de MDF', 'de MDF'), t('de poliestireno', 'de poliestireno'), t('de PVC', 'de PVC')],
    [t('blanco', 'branco'), t('roble', 'carvalho'), t('nogal', 'nogueira')],
  ],
  sizes: [same('7 cm x 2,4 m'), same('10 cm x 2,4 m')],
  sizePriceFactors: [0.8, 1],
  brands: ['laminor', 'pisoflex'],
  saleUnit: 'UN',
  priceUsd: [3, 9],
  attributes: [
    attr(label.thickness, ['12 mm', '15 mm']),
    attr(t('Fijación', 'Fixação'), [t('Adhesivo o clavos', 'Cola ou pregos'), t('Clips', 'Clipes')]),
    attr(t('Resistente a la humedad', 'Resistente à umidade'), [yes, no]),
  ],
  dimensionsCm: { depth: [1.2, 1.5], height: [7, 10], width: [240, 241] },
  weightKg: [0.6, 1.8],
  shipping: 'bulky',
};

export const floorProfile: ProductTypeSeed = {
  key: 'floor-profile',
  noun: t('Perfil de transición', 'Perfil de transição'),
  qualifiers: [
    [t('de aluminio', 'de alumínio'), t('de PVC', 'de PVC')],
    [t('plateado', 'prata'), t('dorado', 'dourado'), t('negro', 'preto')],
  ],
  sizes: [same('90 cm')],
  brands: ['laminor'],
  saleUnit: 'UN',
  priceUsd: [4, 12],
  attributes: [
    attr(t('Desnivel máximo', 'Desnível máximo'), ['3 mm', '8 mm']),
    attr(label.installation, [t('Con tornillos', 'Com parafusos'), t('Adhesiva', 'Adesiva')]),
    attr(label.width, ['30 mm', '40 mm']),
  ],
  dimensionsCm: { depth: [0.5, 1], height: [3, 4], width: [90, 91] },
  weightKg: [0.1, 0.3],
  shipping: 'home',
};
