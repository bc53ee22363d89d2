import { attr, label, madeIn, no, same, t, yes } from '../../helpers';
import type { ProductTypeSeed } from '../../types';
import { bathMetals, fixing, fixture, screwed } from './shared';

export const bathAccessorySet: ProductTypeSeed = {
  key: 'bath-accessory-set',
  noun: t('Set de accesorios de baño', 'Kit de acessórios para banheiro'),
  qualifiers: [[t('3 piezas', '3 peças'), t('5 piezas', '5 peças')]],
  brands: ['grifomar', 'inoxa'],
  ...fixture,
  saleUnit: 'JGO',
  priceUsd: [18, 70],
  variants: 'COLOR',
  colors: bathMetals,
  attributes: [
    attr(label.material, [t('Acero inoxidable', 'Aço inox'), t('Zamak', 'Zamac')]),
    attr(fixing, [screwed, t('Adhesiva', 'Adesiva')]),
    attr(t('Resistente a la corrosión', 'Resistente à corrosão'), [yes]),
  ],
  dimensionsCm: { depth: [8, 12], height: [10, 15], width: [30, 50] },
  weightKg: [0.8, 2.5],
};

export const towelRail: ProductTypeSeed = {
  key: 'towel-rail',
  noun: t('Toallero', 'Toalheiro'),
  qualifiers: [[t('de barra simple', 'de barra simples'), t('de barra doble', 'de barra dupla')]],
  sizes: [same('45 cm'), same('60 cm')],
  sizePriceFactors: [0.85, 1],
  brands: ['grifomar', 'inoxa'],
  ...fixture,
  priceUsd: [8, 35],
  variants: 'COLOR',
  colors: bathMetals,
  attributes: [
    attr(label.material, [t('Acero inoxidable', 'Aço inox'), t('Aluminio', 'Alumínio')]),
    attr(fixing, [screwed]),
    attr(t('Carga máxima', 'Carga máxima'), ['5 kg', '8 kg']),
  ],
  dimensionsCm: { depth: [6, 8], height: [6, 8], width: [48, 65] },
  weightKg: [0.3, 0.9],
};

export const bathMirror: ProductTypeSeed = {
  key: 'bath-mirror',
  noun: t('Espejo de baño', 'Espelho para banheiro'),
  qualifiers: [[t('con luz LED', 'com luz de LED'), t('biselado', 'bisotado'), t('con marco', 'com moldura')]],
  sizes: [same('50 x 70 cm'), same('60 x 80 cm'), same('80 x 100 cm')],
  sizePriceFactors: [0.75, 1, 1.5],
  brands: ['nordsan', 'vidralia'],
  ...fixture,
  priceUsd: [30, 150],
  attributes: [
    attr(label.thickness, ['4 mm', '5 mm']),
    attr(t('Antiempañante', 'Antiembaçante'), [yes, no]),
    attr(label.installation, [t('Colgado en el muro', 'Fixado na parede')]),
    madeIn('chile', 'brazil', 'china'),
  ],
  dimensionsCm: { depth: [3, 6], height: [70, 100], width: [50, 80] },
  weightKg: [4, 14],
};
